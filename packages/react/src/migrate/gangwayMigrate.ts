/// <reference types="node" />
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { loadAppKitMap } from './appkitMap.ts'
import { type MigrationReport, migrateSite } from './migrateSite.ts'

const USAGE = `Usage: npx gangway-migrate [site folder] [--dry-run]

Moves a site from Reown AppKit to Gangway: rewrites its @reown/* imports and package.json
dependencies by @gangway/react's appkit-map.json, then names what is left. Run npm install after.
  --dry-run   show what would change, change nothing`

/** The report as the CLI prints it. */
export function formatReport(report: MigrationReport, dryRun: boolean): string {
  const lines: string[] = []
  const verb = dryRun ? 'would move' : 'moved'
  for (const { file, moved } of report.files) lines.push(`${file}: ${verb} ${moved} import${moved === 1 ? '' : 's'}`)
  for (const { file, from, to } of report.packages) lines.push(`${file}: ${from} → ${to.join(', ') || '(nothing)'}`)
  if (report.leftovers.length > 0) {
    lines.push('', 'Left for you:')
    for (const l of report.leftovers) lines.push(`  ${l.file}${l.line ? `:${l.line}` : ''}  ${l.specifier} — ${l.why}`)
  }
  if (lines.length === 0) lines.push('No @reown/* imports or dependencies found.')
  else if (!dryRun && report.packages.length > 0) lines.push('', 'Now run: npm install')
  return lines.join('\n')
}

/** `gangway-migrate [dir] [--dry-run]`: answers the exit code (1 when something is left for the site). */
export function main(args: string[], out: (text: string) => void = console.log): number {
  if (args.includes('--help') || args.includes('-h')) {
    out(USAGE)
    return 0
  }
  const unknown = args.filter((a) => a.startsWith('-') && a !== '--dry-run')
  if (unknown.length > 0) {
    out(`gangway-migrate: unknown option ${unknown.join(' ')}\n\n${USAGE}`)
    return 2
  }
  const dryRun = args.includes('--dry-run')
  const root = resolve(args.find((a) => !a.startsWith('-')) ?? '.')
  const version = (
    JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }
  ).version
  const report = migrateSite(root, loadAppKitMap(), { version, write: !dryRun })
  out(formatReport(report, dryRun))
  return report.leftovers.length > 0 ? 1 : 0
}

import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import react from '@vitejs/plugin-react'
import { build, defaultClientConditions } from 'vite'

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[] }

/**
 * Builds a one-page site (`index.html` + `main.tsx` in `siteDir`) with Vite from the workspace's sources (the
 * `gangway-source` condition) with hidden source maps, and answers what it loads up front: the entry chunk and
 * its static imports plus the Connect view's chunk and its static imports (what the page preloads when idle
 * for a visitor who has not connected) — the `.js` files, relative to `dist`; `entry` is the entry chunk,
 * `entryFiles` those of the entry side alone (the entry chunk and its static imports), `connect` is the Connect
 * view's chunk.
 */
export async function buildUpFront(
  siteDir: string,
  page: { html: string; main: string },
): Promise<{ dist: string; entry: string; files: string[]; entryFiles: string[]; connect: string | undefined }> {
  rmSync(siteDir, { recursive: true, force: true })
  mkdirSync(siteDir, { recursive: true })
  writeFileSync(join(siteDir, 'index.html'), page.html)
  writeFileSync(join(siteDir, 'main.tsx'), page.main)
  const dist = join(siteDir, 'dist')
  await build({
    configFile: false,
    root: siteDir,
    logLevel: 'error',
    plugins: [react()],
    resolve: { conditions: ['gangway-source', ...defaultClientConditions] },
    build: { manifest: true, sourcemap: 'hidden', outDir: dist, emptyOutDir: true },
  })
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>
  const keys = new Set<string>()
  const visit = (key: string) => {
    if (keys.has(key)) return
    keys.add(key)
    for (const imported of manifest[key]?.imports ?? []) visit(imported)
  }
  const jsFiles = () => [...keys].map((key) => manifest[key]?.file as string).filter((file) => file.endsWith('.js'))
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry)
  if (!entryKey) throw new Error(`no entry chunk in ${dist}`)
  visit(entryKey)
  const entryFiles = jsFiles()
  const connect = Object.keys(manifest).find((key) => /\/views\/Connect\/ConnectView\.(js|tsx?)$/.test(key))
  if (connect) visit(connect)
  return {
    dist,
    entry: manifest[entryKey]?.file as string,
    files: jsFiles(),
    entryFiles,
    connect: connect ? manifest[connect]?.file : undefined,
  }
}

/**
 * The source files (as their source maps name them, `/`-separated) the given chunks of `dist` are made of (a
 * chunk without a map — Rolldown's runtime — names none).
 */
export function sourcesOf(dist: string, files: readonly string[]): string[] {
  return files.flatMap((file) => {
    if (!existsSync(join(dist, `${file}.map`))) return []
    const map = JSON.parse(readFileSync(join(dist, `${file}.map`), 'utf8')) as { sources: string[] }
    return map.sources.map((source) => source.replace(/\\/g, '/'))
  })
}

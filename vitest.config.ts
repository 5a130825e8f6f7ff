import { readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

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

export default defineConfig({
  resolve: { alias: sourceAliases() },
  test: {
    include: ['{packages,apps,devnet,scripts}/**/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    environment: 'node',
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

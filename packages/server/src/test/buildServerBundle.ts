import { readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build, type Plugin } from 'esbuild'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..')
const MAIN = join(root, 'packages/server/src/main.ts')

/**
 * Workspace packages (`@gangway/*`, through their `gangway-source` condition) and relative imports are
 * bundled; every other package stays an import Node resolves from the bundle's folder (the repo's
 * node_modules), as it would from the sources. `import.meta.url` keeps naming each source file, so a module
 * that reads a file beside it (`seedWallets.ts`) finds it.
 */
const sourcesOnly: Plugin = {
  name: 'gangway-sources-only',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@gangway/') ? undefined : { path: args.path, external: true },
    )
    b.onLoad({ filter: /\.tsx?$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8')
      const contents = source.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href))
      return { contents, loader: args.path.endsWith('x') ? 'tsx' : 'ts' }
    })
  },
}

/**
 * The server's entry point (`src/main.ts`) bundled into one ES module at `outfile`, for tests that start
 * the server as a process: `node bundle.mjs` starts in a fraction of the time `node --import tsx main.ts`
 * takes (no TypeScript loader resolving and transforming ~hundreds of modules in every process).
 */
export async function buildServerBundle(outfile: string): Promise<void> {
  await build({
    entryPoints: [MAIN],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    conditions: ['gangway-source'],
    sourcemap: 'inline',
    logLevel: 'warning',
    plugins: [sourcesOnly],
  })
}

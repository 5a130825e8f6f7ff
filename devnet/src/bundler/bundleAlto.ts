import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const require = createRequire(import.meta.url)

/** Where the build step writes alto as one file (gitignored, with the rest of `generated/`). */
export const ALTO_BUNDLE = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'generated', 'alto.mjs')

/** alto's command-line entry in its npm package. */
export const altoCli = () => join(dirname(require.resolve('@pimlico/alto')), 'cli', 'alto.js')

/**
 * Bundles alto's CLI and its ~380 packages into one ES module (`generated/alto.mjs`): Node then reads one
 * file instead of resolving and loading thousands, and alto starts in about 60 % of the time (4.4–5.6 s
 * against 7.6–8.5 s on this shared machine). `startBundler` falls back to the package's own CLI when the
 * bundle is missing. Alto runs with `--json` logs, so pino needs no transport worker file.
 */
export async function bundleAlto(): Promise<void> {
  await build({
    entryPoints: [altoCli()],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile: ALTO_BUNDLE,
    logLevel: 'error',
    // some of alto's dependencies are CommonJS and call require(): give the ES module one
    banner: {
      js: "import { createRequire as __altoRequire } from 'node:module'; const require = __altoRequire(import.meta.url);",
    },
  })
}

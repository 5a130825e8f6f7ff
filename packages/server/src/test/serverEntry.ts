import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** Set by the Vitest global setup (`testGlobalSetup.ts`): the server bundled once for the whole run. */
export const SERVER_BUNDLE_ENV = 'GANGWAY_TEST_SERVER_BUNDLE'

// path-based: a happy-dom test's global URL is not the one node:url accepts
const MAIN = join(dirname(fileURLToPath(import.meta.url)), '..', 'main.ts')

/**
 * Node's arguments that run the server's entry point: the run's bundle when there is one, else
 * `src/main.ts` through tsx (a test run without the global setup, e.g. another runner).
 */
export function serverEntry(): string[] {
  const bundle = process.env[SERVER_BUNDLE_ENV]
  return bundle ? ['--enable-source-maps', bundle] : ['--import', 'tsx', MAIN]
}

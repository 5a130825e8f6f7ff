import { mkdirSync, rmSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildServerBundle } from './buildServerBundle.ts'
import { SERVER_BUNDLE_ENV } from './serverEntry.ts'

// inside the repo, so the bundle's external imports resolve from its node_modules as the sources' do
const cacheDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../node_modules/.cache/gangway-test')

/**
 * Vitest global setup, once per run, handed to the test workers (and the processes they start) in the
 * environment: the server bundled into one file (`serverEntry`: each server process a test starts skips
 * tsx). Removed at the end.
 */
export default async function setup(): Promise<() => void> {
  mkdirSync(cacheDir, { recursive: true })
  const bundle = join(cacheDir, `server-${process.pid}.mjs`)
  await buildServerBundle(bundle)
  process.env[SERVER_BUNDLE_ENV] = bundle
  return () => rmSync(bundle, { force: true })
}

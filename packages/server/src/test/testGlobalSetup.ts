import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { PGLITE_TEMPLATE_ENV } from '../db/openDatabase.ts'
import { buildServerBundle } from './buildServerBundle.ts'
import { SERVER_BUNDLE_ENV } from './serverEntry.ts'

// inside the repo, so the bundle's external imports resolve from its node_modules as the sources' do
const cacheDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../node_modules/.cache/gangway-test')

/**
 * Vitest global setup, once per run, handed to the test workers (and the processes they start) in the
 * environment: the server bundled into one file (`serverEntry`: each server process a test starts skips
 * tsx), and a freshly initialised PGlite cluster as a tar (`openDatabase`: each in-memory database loads
 * it instead of running initdb). Both removed at the end.
 */
export default async function setup(): Promise<() => void> {
  mkdirSync(cacheDir, { recursive: true })
  const bundle = join(cacheDir, `server-${process.pid}.mjs`)
  const template = join(cacheDir, `pglite-${process.pid}.tar`)
  const pglite = await PGlite.create()
  await Promise.all([
    buildServerBundle(bundle),
    (async () => {
      const dump = await pglite.dumpDataDir('none')
      writeFileSync(template, Buffer.from(await dump.arrayBuffer()))
      await pglite.close()
    })(),
  ])
  process.env[SERVER_BUNDLE_ENV] = bundle
  process.env[PGLITE_TEMPLATE_ENV] = template
  return () => {
    rmSync(bundle, { force: true })
    rmSync(template, { force: true })
  }
}

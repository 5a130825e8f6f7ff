import { afterAll, beforeAll } from 'vitest'
import type { DatabaseTarget } from '../db/openDatabase.ts'
import { findPostgresBin, startTestPostgres, type TestPostgres } from './startTestPostgres.ts'

let serial = 0

/**
 * The backends every integration test runs on: embedded PGlite (in memory) and a real PostgreSQL server
 * started for the test file. Each call of `target()` answers a fresh, empty database. Without Debian's
 * PostgreSQL the Postgres variant fails (it never silently skips).
 */
export function databaseTargets(): { name: string; target: () => Promise<DatabaseTarget> }[] {
  let postgres: TestPostgres | undefined
  beforeAll(async () => {
    if (findPostgresBin()) postgres = await startTestPostgres()
  }, 60_000)
  afterAll(async () => {
    await postgres?.stop()
  })
  return [
    { name: 'pglite', target: async () => ({ kind: 'pglite', dataDir: undefined }) },
    {
      name: 'postgres',
      target: async () => {
        if (!postgres) throw new Error('PostgreSQL is not installed (apt-get install -y postgresql)')
        return { kind: 'postgres', url: await postgres.createDatabase(`t${process.pid}_${++serial}`) }
      },
    },
  ]
}

import { mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { Kysely, PostgresDialect } from 'kysely'
import { Migrator } from 'kysely/migration'
import pg from 'pg'
import type { Database } from './Database.ts'
import { DataDirError } from './DataDirError.ts'
import { lockDataDir } from './lockDataDir.ts'
import { migrationProvider } from './migrations.ts'
import { pgliteDialect } from './pgliteDialect.ts'

export type DatabaseTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string | undefined }

export type OpenDatabase = { db: Kysely<Database>; close(): Promise<void>; describe: string }

/**
 * Opens the database — a Postgres server (`DATABASE_URL`) or embedded PGlite in a folder (or in memory) —
 * and brings its schema up to date. Fails with the migration's error when one does not apply. A PGlite
 * folder is locked for this process while open (a second process gets a DataDirError saying who holds
 * it); a folder PGlite cannot open gets a DataDirError naming the path and what to do.
 */
export async function openDatabase(target: DatabaseTarget): Promise<OpenDatabase> {
  let db: Kysely<Database>
  let close: () => Promise<void>
  let describe: string
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 })
    // an idle connection the server drops (restart, admin shutdown) is replaced on next use, not fatal
    pool.on('error', () => undefined)
    // nor is one that breaks while in use (a reset, a failover): that query fails, the process goes on —
    // without a listener node-postgres' client 'error' event is an uncaught exception
    pool.on('connect', (client) => client.on('error', () => undefined))
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
    close = () => db.destroy()
    describe = `postgres ${new URL(target.url).host}`
  } else {
    const lock = target.dataDir ? lockDataDir(target.dataDir) : undefined
    let pglite: PGlite
    try {
      if (target.dataDir) mkdirSync(target.dataDir, { recursive: true })
      pglite = await openPglite(target.dataDir ? join(target.dataDir, 'pgdata') : undefined)
    } catch (error) {
      lock?.release()
      throw error
    }
    db = new Kysely<Database>({ dialect: pgliteDialect(pglite) })
    close = async () => {
      try {
        await db.destroy()
        await pglite.close()
      } finally {
        lock?.release()
      }
    }
    describe = target.dataDir ? `pglite ${target.dataDir}` : 'pglite in memory'
  }
  const { error } = await new Migrator({ db, provider: migrationProvider }).migrateToLatest()
  if (error) {
    await close()
    throw error instanceof Error ? error : new Error(String(error))
  }
  return { db, close, describe }
}

/**
 * Test runs only (set by the Vitest global setup, `src/test/testGlobalSetup.ts`): a tar of a cluster
 * PGlite's initdb just made, loaded by every throwaway in-memory database instead of running initdb again
 * (most of the seconds an in-memory database takes to open). The schema is still migrated on each.
 */
export const PGLITE_TEMPLATE_ENV = 'GANGWAY_TEST_PGLITE_TEMPLATE'

async function openPglite(pgdata: string | undefined): Promise<PGlite> {
  const template = pgdata ? undefined : process.env[PGLITE_TEMPLATE_ENV]
  if (template) return await PGlite.create({ loadDataDir: new Blob([readFileSync(template)]) })
  try {
    return await PGlite.create(pgdata)
  } catch (error) {
    if (!pgdata) throw error
    throw new DataDirError(
      `The embedded database in ${pgdata} could not be opened (${(error as Error).message}). It looks damaged: restore that folder from a backup, or move it away to start with an empty database (the projects, users and embedded wallets in it are then gone from this server). Nothing was changed.`,
    )
  }
}

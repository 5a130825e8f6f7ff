import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { Kysely, PostgresDialect } from 'kysely'
import { Migrator } from 'kysely/migration'
import pg from 'pg'
import type { Database } from './Database.ts'
import { migrationProvider } from './migrations.ts'
import { pgliteDialect } from './pgliteDialect.ts'

export type DatabaseTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string | undefined }

export type OpenDatabase = { db: Kysely<Database>; close(): Promise<void>; describe: string }

/**
 * Opens the database — a Postgres server (`DATABASE_URL`) or embedded PGlite in a folder (or in memory) —
 * and brings its schema up to date. Fails with the migration's error when one does not apply.
 */
export async function openDatabase(target: DatabaseTarget): Promise<OpenDatabase> {
  let db: Kysely<Database>
  let close: () => Promise<void>
  let describe: string
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 })
    // an idle connection the server drops (restart, admin shutdown) is replaced on next use, not fatal
    pool.on('error', () => undefined)
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
    close = () => db.destroy()
    describe = `postgres ${new URL(target.url).host}`
  } else {
    if (target.dataDir) mkdirSync(target.dataDir, { recursive: true })
    const pglite = await PGlite.create(target.dataDir ? join(target.dataDir, 'pgdata') : undefined)
    db = new Kysely<Database>({ dialect: pgliteDialect(pglite) })
    close = async () => {
      await db.destroy()
      await pglite.close()
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

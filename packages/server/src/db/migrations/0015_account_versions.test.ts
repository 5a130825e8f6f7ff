import { PGlite } from '@electric-sql/pglite'
import { Kysely, sql } from 'kysely'
import { Migrator } from 'kysely/migration'
import { describe, expect, it } from 'vitest'
import { projectStore } from '../../projects/projectStore.ts'
import type { Database } from '../Database.ts'
import { migrationProvider } from '../migrations.ts'
import { pgliteDialect } from '../pgliteDialect.ts'

describe('migration 0015_account_versions', () => {
  it('keeps users made before it on version-1 smart accounts, gives later users version 2, and caps the local project', async () => {
    const pglite = await PGlite.create()
    const db = new Kysely<Database>({ dialect: pgliteDialect(pglite) })
    try {
      const migrator = new Migrator({ db, provider: migrationProvider })
      expect((await migrator.migrateTo('0014_smart_sessions')).error).toBeUndefined()
      // a server before issue 33: the local project's old policy, another project's, and a user
      const oldPolicy = { enabled: true, dailyBudgetWei: '50000000000000000', allowedContracts: [] }
      for (const id of ['local', 'shop']) {
        await sql`INSERT INTO projects (id, name, sponsorship) VALUES (${id}, ${id}, ${JSON.stringify(oldPolicy)}::jsonb)`.execute(
          db,
        )
      }
      await sql`INSERT INTO auth_users (id, project_id, email) VALUES ('before', 'local', 'a@example.com')`.execute(db)

      expect((await migrator.migrateToLatest()).error).toBeUndefined()
      await db.insertInto('auth_users').values({ id: 'after', project_id: 'local', email: 'b@example.com' }).execute()
      const versions = await db.selectFrom('auth_users').select(['id', 'smart_account_version']).orderBy('id').execute()
      expect(versions).toEqual([
        { id: 'after', smart_account_version: 2 },
        { id: 'before', smart_account_version: 1 },
      ])
      const policies = await db.selectFrom('projects').select(['id', 'sponsorship']).orderBy('id').execute()
      expect(policies).toEqual([
        { id: 'local', sponsorship: { ...oldPolicy, projectDailyBudgetWei: '1000000000000000000' } },
        // another project's policy gets no project budget: it sponsors nothing until the operator sets one
        { id: 'shop', sponsorship: oldPolicy },
      ])
      expect((await projectStore(db).get('shop'))?.sponsorship?.projectDailyBudgetWei).toBe('0')
    } finally {
      await db.destroy()
      await pglite.close()
    }
  }, 60_000)
})

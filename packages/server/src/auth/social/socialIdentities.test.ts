import { randomUUID } from 'node:crypto'
import { afterEach, describe, expect, it } from 'vitest'
import { type OpenDatabase, openDatabase } from '../../db/openDatabase.ts'
import { LOCAL_PROJECT } from '../../projects/ProjectInput.ts'
import { projectStore } from '../../projects/projectStore.ts'
import { databaseTargets } from '../../test/databaseTargets.ts'
import type { SocialProfile } from './SocialProfile.ts'
import { socialIdentities } from './socialIdentities.ts'

const targets = databaseTargets()
let database: OpenDatabase | undefined
afterEach(async () => {
  await database?.close()
  database = undefined
})

const profile = (subject: string, email: string | null, emailVerified = true): SocialProfile => ({
  subject,
  username: `user-${subject}`,
  email,
  emailVerified,
})

for (const { name, target } of targets) {
  describe(`provider accounts → users (${name})`, () => {
    const open = async () => {
      database = await openDatabase(await target())
      await projectStore(database.db).create(LOCAL_PROJECT)
      const count = async (table: 'auth_users' | 'auth_identities') =>
        Number(
          (
            await (database as OpenDatabase).db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        )
      return { db: database.db, identities: socialIdentities(database.db, Date.now), count }
    }

    it('10 parallel first sign-ins of one account → one user and one identity', async () => {
      const { identities, count } = await open()
      const users = await Promise.all(
        Array.from({ length: 10 }, () => identities.userFor('local', 'github', profile('42', 'a@example.com'), false)),
      )
      expect(new Set(users.map((u) => u.userId)).size).toBe(1)
      expect(users[0]?.email).toBeNull()
      expect(await count('auth_users')).toBe(1)
      expect(await count('auth_identities')).toBe(1)
      // the first test of the file also boots PGlite: under a full parallel run on 2 cores that took 40 s once
    }, 90_000)

    it('with linking: parallel first sign-ins of two providers with one new verified e-mail → one user', async () => {
      const { identities, count } = await open()
      const users = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          identities.userFor('local', i % 2 ? 'google' : 'discord', profile(`s${i % 2}`, 'Link@Example.com'), true),
        ),
      )
      expect(new Set(users.map((u) => u.userId)).size).toBe(1)
      expect(users[0]?.email).toBe('link@example.com')
      expect(await count('auth_users')).toBe(1)
      expect(await count('auth_identities')).toBe(2)
    }, 30_000)

    it('later sign-ins keep the user whatever the e-mail says, and refresh the username', async () => {
      const { db, identities } = await open()
      const existing = randomUUID()
      await db.insertInto('auth_users').values({ id: existing, project_id: 'local', email: 'b@example.com' }).execute()
      const first = await identities.userFor('local', 'google', profile('7', 'b@example.com'), true)
      expect(first.userId).toBe(existing)
      const later = await identities.userFor(
        'local',
        'google',
        { ...profile('7', 'other@example.com'), username: 'renamed' },
        true,
      )
      expect(later.userId).toBe(existing)
      const row = await db.selectFrom('auth_identities').select(['username', 'email']).executeTakeFirstOrThrow()
      expect(row).toEqual({ username: 'renamed', email: 'other@example.com' })
    }, 30_000)
  })
}

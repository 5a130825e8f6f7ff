import type { Hono } from 'hono'
import type { Kysely } from 'kysely'
import type { Database } from '../db/Database.ts'
import type { AppEnv } from '../http/AppEnv.ts'
import { addressParam } from '../http/accountParams.ts'
import { createTtlCache } from '../http/createTtlCache.ts'

/** Identity is reused this long per address (SPEC §9: 5 minutes). */
export const IDENTITY_CACHE_MS = 5 * 60_000

/**
 * `GET /v1/identity/{address}` → `{ name, avatar }` the address's primary name (and its avatar), null when it
 * has none. Answers `forget(address)`, which drops the address's cached answer (after a name registration,
 * so the dialog sees the new name at once).
 */
export function identityRoutes(
  app: Hono<AppEnv>,
  db: Kysely<Database>,
  cacheMs = IDENTITY_CACHE_MS,
): { forget(address: string): void } {
  const cache = createTtlCache<{ name: string | null; avatar: string | null }>(cacheMs)
  app.get('/v1/identity/:address', async (c) => {
    const key = addressParam(c)
    if (key instanceof Response) return key
    return c.json(
      await cache.get(key, async () => {
        const row = await db
          .selectFrom('names')
          .select(['name', 'attributes'])
          .where('address', '=', key)
          .where('is_primary', '=', true)
          .executeTakeFirst()
        return { name: row?.name ?? null, avatar: row?.attributes.avatar ?? null }
      }),
    )
  })
  return { forget: (address) => cache.delete(address.toLowerCase()) }
}

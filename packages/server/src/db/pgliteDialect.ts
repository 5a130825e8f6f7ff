import type { PGlite } from '@electric-sql/pglite'
import { PostgresDialect } from 'kysely'

/**
 * Kysely's Postgres dialect over an embedded PGlite. PGlite is one connection, so "connections" are
 * handed out one at a time (a transaction never interleaves with other queries).
 */
export function pgliteDialect(pglite: PGlite): PostgresDialect {
  let queue: Promise<void> = Promise.resolve()
  const client = {
    async query(sql: string, parameters: readonly unknown[]) {
      const result = await pglite.query<Record<string, unknown>>(sql, [...parameters])
      const command = /^\s*(\w+)/.exec(sql)?.[1]?.toUpperCase() ?? 'SELECT'
      return { command, rowCount: result.affectedRows ?? result.rows.length, rows: result.rows }
    },
  }
  const pool = {
    connect: () =>
      new Promise<typeof client & { release(): void }>((resolve) => {
        queue = queue.then(() => new Promise<void>((release) => resolve({ ...client, release: () => release() })))
      }),
    end: async () => undefined,
  }
  return new PostgresDialect({ pool: pool as never })
}

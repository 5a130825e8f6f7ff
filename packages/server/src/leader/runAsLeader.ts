import pg from 'pg'
import type { DatabaseTarget } from '../db/openDatabase.ts'
import { type Log, silentLog } from '../log.ts'

/** Work that must run on one node at a time (the activity indexer, the auth sweeper). */
export type LeaderWork = { start(): void; stop(): Promise<void> }

export type Leadership = { isLeader(): boolean; stop(): Promise<void> }

/**
 * Runs `work` on one node of all those sharing the database. On PostgreSQL the node holding a session
 * advisory lock (`pg_try_advisory_lock`, on a connection of its own) is the leader; the others try again
 * every `retryMs`. The lock belongs to the connection, so when the leader dies — or its connection does —
 * Postgres releases it at once and the next try of another node takes over; the leader checks its
 * connection every `retryMs` and stops the work if it lost it. On embedded PGlite the process is alone (the
 * DATA_DIR lock) and simply runs the work.
 */
export function runAsLeader(
  database: DatabaseTarget,
  name: string,
  work: LeaderWork,
  options: { retryMs?: number; log?: Log } = {},
): Leadership {
  const log = options.log ?? silentLog
  if (database.kind === 'pglite') {
    work.start()
    return { isLeader: () => true, stop: () => work.stop() }
  }
  const retryMs = options.retryMs ?? 2000
  let client: pg.Client | undefined
  let leading = false
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  let current: Promise<void> = Promise.resolve()

  const resign = async (reason: string) => {
    if (leading) {
      leading = false
      log('warn', 'leader: stepped down', { name, reason })
      await work.stop()
    }
    const old = client
    client = undefined
    await old?.end().catch(() => undefined)
  }

  const tick = async () => {
    try {
      if (!client) {
        const next = new pg.Client({ connectionString: database.url, keepAlive: true })
        next.on('error', () => undefined)
        await next.connect()
        client = next
      }
      if (leading) {
        await client.query('select 1')
      } else {
        const { rows } = await client.query<{ locked: boolean }>(
          'select pg_try_advisory_lock(hashtext($1)) as locked',
          [name],
        )
        if (rows[0]?.locked && !stopped) {
          leading = true
          log('info', 'leader: this node runs the background work', { name })
          work.start()
        }
      }
    } catch (error) {
      await resign((error as Error).message)
    }
    if (!stopped)
      timer = setTimeout(() => {
        current = tick()
      }, retryMs)
  }
  current = tick()

  return {
    isLeader: () => leading,
    async stop() {
      stopped = true
      clearTimeout(timer)
      await current
      if (leading) {
        leading = false
        await work.stop()
      }
      await client?.end().catch(() => undefined)
      client = undefined
    },
  }
}

import type { Log } from '../log.ts'
import { type DatabaseTarget, type OpenDatabase, openDatabase } from './openDatabase.ts'

/** Errors that say the Postgres server is not there yet (down, starting, its name not resolving yet). */
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // Postgres' own: the database system is starting up / shutting down
  '57P03',
])
/** Waits between attempts: 1 s, doubling, at most this. */
const MAX_WAIT_MS = 10_000

export function isUnreachable(error: unknown): boolean {
  const e = error as { code?: string; errors?: unknown[]; message?: string } | undefined
  if (!e) return false
  if (e.code && UNREACHABLE.has(e.code)) return true
  if (Array.isArray(e.errors) && e.errors.some(isUnreachable)) return true
  return /Connection terminated (unexpectedly|due to connection timeout)/.test(e.message ?? '')
}

/**
 * `openDatabase`, waiting for a Postgres server that does not answer yet (a container starting beside this
 * one, a failover): tried again after 1, 2, 4 … 10 s, each wait logged, as long as it takes — meanwhile
 * `/readyz` says 503. Any other error (wrong password, a migration that fails, a locked or damaged
 * `DATA_DIR`) is thrown at once: waiting would not mend it.
 */
export async function openDatabaseWhenReachable(target: DatabaseTarget, log: Log): Promise<OpenDatabase> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await openDatabase(target)
    } catch (error) {
      if (target.kind !== 'postgres' || !isUnreachable(error)) throw error
      const waitMs = Math.min(MAX_WAIT_MS, 1000 * 2 ** (attempt - 1))
      const e = error as { code?: string; message?: string }
      log('warn', 'database not reachable yet; trying again', { error: e.code ?? e.message, attempt, waitMs })
      await new Promise((resolve) => setTimeout(resolve, waitMs))
    }
  }
}

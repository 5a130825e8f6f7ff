import { SdkQuery } from '@gangway/protocol'
import type { Context } from 'hono'
import type { AppEnv } from './AppEnv.ts'

/**
 * Who a request counts against for the per-client limit: its client id query parameter, else its address.
 * The client id is the caller's choice, so this limit only ever applies below the per-IP ceiling.
 */
export function clientKey(c: Context<AppEnv>): string {
  const clientId = c.req.query(SdkQuery.clientId)
  if (clientId && clientId.length <= 128) return `client:${clientId}`
  return `ip:${c.get('ip')}`
}

import { SdkQuery } from '@gangway/protocol'
import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'

/** Who a request counts against for rate limits: its client id query parameter, else its address. */
export function clientKey(c: Context): string {
  const clientId = c.req.query(SdkQuery.clientId)
  if (clientId && clientId.length <= 128) return `client:${clientId}`
  try {
    return `ip:${getConnInfo(c).remote.address ?? 'unknown'}`
  } catch {
    return 'ip:unknown'
  }
}

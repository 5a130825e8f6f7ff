import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'
import { clientAddress } from './clientAddress.ts'

/** The address an HTTP request counts against for per-IP limits (`clientAddress`). */
export function clientIp(c: Context, trustedProxies: readonly string[]): string {
  let peer: string | undefined
  try {
    peer = getConnInfo(c).remote.address
  } catch {
    peer = 'unknown' // not served by Node (in-process app.request in tests)
  }
  return clientAddress(peer, c.req.header('x-forwarded-for'), trustedProxies)
}

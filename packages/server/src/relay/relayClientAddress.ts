import type { IncomingMessage } from 'node:http'
import { clientAddress } from '../http/clientAddress.ts'

/** The address a relay connection counts against for per-address limits: the HTTP API's rule (`clientAddress`). */
export function relayClientAddress(req: IncomingMessage, trustedProxies: readonly string[] = []): string {
  return clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], trustedProxies)
}

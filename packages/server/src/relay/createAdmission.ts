import { randomBytes } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { Limiter } from '../limits/createLimits.ts'
import type { Log } from '../log.ts'
import type { ConnectionRegistry } from './ConnectionRegistry.ts'
import { checkRelayAccess, type RelayProjectLookup } from './checkRelayAccess.ts'
import { RelayClose, type RelayLimits } from './RelayLimits.ts'
import { relayClientAddress } from './relayClientAddress.ts'

/** `ipKey` and `clientKey`: its cap and budget keys (`ip:<address>`, `client:<id>`), made once. */
export type Admitted = { id: string; clientId: string; projectId: string; ip: string; ipKey: string; clientKey: string }
export type Admission = ({ ok: true } & Admitted) | { ok: false; code: number; reason: string }

/** The connection-cap keys a socket is registered under. */
export const capKeys = (a: Admitted) => [a.ipKey, a.clientKey]

/** A socket id unique over all nodes: 72 random bits, 12 characters (one flat string, unlike a UUID's). */
const socketId = () => randomBytes(9).toString('base64url')

/**
 * Decides whether a relay upgrade request becomes a socket: the address's connect rate (1013), access —
 * project, token, origin or app id (3000, see `checkRelayAccess`) — and the open-socket caps per address
 * and per client id (1013). An admitted socket holds its place under the caps until `release`.
 */
export function createAdmission(deps: {
  audiences: () => readonly string[]
  project: RelayProjectLookup
  connections: ConnectionRegistry
  connects: Limiter
  limits: RelayLimits
  trustedProxies: readonly string[]
  log: Log
}) {
  const { connections, limits, log } = deps
  return {
    async admit(req: IncomingMessage): Promise<Admission> {
      const ip = relayClientAddress(req, deps.trustedProxies)
      if (!(await deps.connects.consume(ip)).ok) {
        return { ok: false, code: RelayClose.TRY_AGAIN_LATER, reason: 'Too many connection attempts' }
      }
      const access = await checkRelayAccess(req, {
        audiences: deps.audiences(),
        project: deps.project,
        maxTokenLifetimeSeconds: limits.maxTokenLifetimeSeconds,
      })
      if (!access.ok) {
        log('warn', 'relay access refused', { reason: access.reason, ip, ...access.log })
        return { ok: false, code: RelayClose.UNAUTHORIZED, reason: access.reason }
      }
      const admitted: Admitted = {
        id: socketId(),
        ip,
        clientId: access.clientId,
        projectId: access.projectId,
        ipKey: `ip:${ip}`,
        clientKey: `client:${access.clientId}`,
      }
      const { ipKey, clientKey } = admitted
      const opened = await connections.open(admitted.id, [
        { key: ipKey, cap: limits.connectionsPerIp },
        { key: clientKey, cap: limits.connectionsPerClient },
      ])
      if (!opened.ok) {
        const reason =
          opened.key === ipKey ? 'Too many connections from this address' : 'Too many connections for this client'
        log('warn', 'relay connection refused', { reason, ip })
        return { ok: false, code: RelayClose.TRY_AGAIN_LATER, reason }
      }
      return { ok: true, ...admitted }
    },
    release(a: Admitted) {
      connections
        .close(a.id, capKeys(a))
        .catch((error) => log('error', 'relay connection registry failed', { error: String(error) }))
    },
  }
}

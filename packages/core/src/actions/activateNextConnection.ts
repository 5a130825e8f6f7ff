import type { ChainNamespace } from '@gangway/protocol'
import type { Kit } from '../Kit.ts'
import { activateConnection } from './activateConnection.ts'

/**
 * Multi-wallet: after the current wallet of a namespace left, the newest other live connection becomes the
 * current one (AppKit: wagmi moves on to its next connection and the dialog follows). Answers whether one did.
 */
export async function activateNextConnection(kit: Kit, namespace: ChainNamespace, leaving?: string): Promise<boolean> {
  const next = (kit.stores.connections.get().connections[namespace] ?? []).find(
    (c) => c.connectorId.toLowerCase() !== leaving?.toLowerCase(),
  )
  if (!next) return false
  try {
    await activateConnection(kit, namespace, next.connectorId)
    return true
  } catch {
    return false
  }
}

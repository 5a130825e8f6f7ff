import type { ChainNamespace } from '@gangway/protocol'
import type { Kit } from '../Kit.ts'
import { applyConnection } from './applyConnection.ts'

/**
 * Connections the page's host gives without asking (a Safe App inside Safe{Wallet}: the adapter's
 * `autoConnect`), recorded as any connection; runs before the stored sessions are restored. Answers the
 * namespaces it connected (their stored sessions are not restored: the host's account wins).
 */
export async function autoConnect(kit: Kit): Promise<ChainNamespace[]> {
  const connected: ChainNamespace[] = []
  await Promise.all(
    [...kit.adapters.values()].map(async (adapter) => {
      if (!adapter.autoConnect) return
      try {
        const result = await adapter.autoConnect()
        if (!result) return
        applyConnection(kit, adapter.namespace, result)
        connected.push(adapter.namespace)
      } catch (error) {
        console.warn(`gangway: the ${adapter.namespace} host's connection failed`, error)
      }
    }),
  )
  return connected
}

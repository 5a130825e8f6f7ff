import type { ChainNamespace } from '@gangway/protocol'
import { ConstantsUtil } from '../constants.ts'
import type { Kit } from '../Kit.ts'
import { sameIgnoringCase } from './sameIgnoringCase.ts'
import { withinLimit } from './withinLimit.ts'

/**
 * Multi-wallet: disconnects a live wallet that is not (or no longer) the namespace's current one — waiting at
 * most 3 s for it (SPEC §9) — and drops it from the live list. The wallet's own error is thrown after the drop.
 */
export async function leaveConnection(kit: Kit, ns: ChainNamespace, connectorId: string): Promise<void> {
  const adapter = kit.adapters.get(ns)
  try {
    if (adapter) {
      await withinLimit(adapter.disconnect({ connectorId }), ConstantsUtil.DISCONNECT_WAIT_LIMIT_MS)
    }
  } finally {
    kit.stores.connections.set((s) => ({
      connections: {
        ...s.connections,
        [ns]: (s.connections[ns] ?? []).filter((c) => !sameIgnoringCase(c.connectorId, connectorId)),
      },
    }))
  }
}

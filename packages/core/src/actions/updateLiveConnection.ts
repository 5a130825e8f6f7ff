import type { ChainNamespace } from '@gangway/protocol'
import type { AdapterAccount } from '../adapter/ChainAdapter.ts'
import type { Kit } from '../Kit.ts'
import { sameIgnoringCase } from './sameIgnoringCase.ts'

/**
 * Multi-wallet: a wallet-side change of a live wallet that is not the current one — its entry in the live
 * list takes the new accounts, or is dropped when it has none (the wallet disconnected).
 */
export function updateLiveConnection(
  kit: Kit,
  namespace: ChainNamespace,
  connectorId: string,
  accounts: AdapterAccount[] | undefined,
): void {
  kit.stores.connections.set((s) => ({
    connections: {
      ...s.connections,
      [namespace]: (s.connections[namespace] ?? []).flatMap((c) =>
        !sameIgnoringCase(c.connectorId, connectorId) ? [c] : accounts?.length ? [{ ...c, accounts }] : [],
      ),
    },
  }))
}

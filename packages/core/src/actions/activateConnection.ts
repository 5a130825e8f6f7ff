import type { ChainNamespace } from '@gangway/protocol'
import type { Kit } from '../Kit.ts'
import { applyConnection } from './applyConnection.ts'
import { getAdapter } from './getAdapter.ts'

/**
 * Multi-wallet: makes a live (already connected) wallet the namespace's current one. The adapter answers its
 * connection without a prompt and makes it its own current connection (wagmi's hooks follow); the account
 * switches in one step, never passing through `connecting`, and the dialog stays on the view it shows.
 */
export async function activateConnection(kit: Kit, namespace: ChainNamespace, connectorId: string): Promise<void> {
  const result = await getAdapter(kit, namespace).connect({ connectorId })
  applyConnection(kit, namespace, result)
}

import { KitError, KitErrorCode } from '../errors/KitError.ts'
import type { Kit } from '../Kit.ts'
import { getAccount } from './getAccount.ts'
import { getAdapter } from './getAdapter.ts'

/** Sends a transaction through the connected wallet of the active namespace; answers its hash. */
export async function sendTransaction(
  kit: Kit,
  tx: { to: string; value?: bigint; data?: `0x${string}` },
): Promise<string> {
  const ns = kit.stores.chains.get().activeNamespace
  const connectorId = kit.stores.connections.get().activeConnectorId[ns]
  if (!getAccount(kit, ns).isConnected || !connectorId) {
    throw new KitError(KitErrorCode.NOT_CONNECTED, 'Address or auth connector not found')
  }
  return getAdapter(kit, ns).sendTransaction({ connectorId, ...tx })
}

import { KitError, KitErrorMessage } from '../errors/KitError.ts'
import type { Kit } from '../Kit.ts'
import { getAccount } from './getAccount.ts'
import { getAdapter } from './getAdapter.ts'

/** Asks the connected wallet of the active namespace to sign `message`. */
export async function signMessage(kit: Kit, message: string): Promise<string> {
  const ns = kit.stores.chains.get().activeNamespace
  const account = getAccount(kit, ns)
  const connectorId = kit.stores.connections.get().activeConnectorId[ns]
  if (!account.isConnected || !account.address || !connectorId) {
    throw new KitError('NOT_CONNECTED', KitErrorMessage.NOT_CONNECTED)
  }
  return getAdapter(kit, ns).signMessage({ connectorId, address: account.address, message })
}

import { KitError, KitErrorMessage } from '../errors/KitError.ts'
import { toTransactionError } from '../errors/toTransactionError.ts'
import type { Kit } from '../Kit.ts'
import { getAccount } from './getAccount.ts'
import { getAdapter } from './getAdapter.ts'

/**
 * Sends a transaction through the connected wallet of the active namespace; answers its hash. Not on a
 * network the site configured: 'Unsupported chain'. Failures are typed (SPEC §8): 'Transaction declined'
 * (4001), the chain node's reason (nonce, funds, fee cap, gas, reverted — `classifyChainError`), else
 * 'Transaction failed'.
 */
export async function sendTransaction(
  kit: Kit,
  tx: { to: string; value?: bigint; data?: `0x${string}` },
): Promise<string> {
  const ns = kit.stores.chains.get().activeNamespace
  const connectorId = kit.stores.connections.get().activeConnectorId[ns]
  if (!getAccount(kit, ns).isConnected || !connectorId) {
    throw new KitError('NOT_CONNECTED', KitErrorMessage.NOT_CONNECTED)
  }
  if (kit.stores.chains.get().unsupportedNetwork) {
    throw new KitError('UNSUPPORTED_CHAIN', KitErrorMessage.UNSUPPORTED_CHAIN)
  }
  try {
    return await getAdapter(kit, ns).sendTransaction({ connectorId, ...tx })
  } catch (error) {
    throw toTransactionError(error)
  }
}

import type { TokenTransfer } from '../adapter/ChainAdapter.ts'
import { KitError, KitErrorMessage } from '../errors/KitError.ts'
import { toTransactionError } from '../errors/toTransactionError.ts'
import type { Kit } from '../Kit.ts'
import { evmTransferRequest } from '../portfolio/sendRequest.ts'
import { getAccount } from './getAccount.ts'
import { getAdapter } from './getAdapter.ts'
import { sendTransaction } from './sendTransaction.ts'

/**
 * Sends a token transfer through the connected wallet of the transfer's namespace: the adapter's `sendToken`
 * when it has one (Solana), else an EVM request through `sendTransaction`. Same checks and typed failures as
 * `sendTransaction`.
 */
export async function sendTransfer(kit: Kit, transfer: TokenTransfer): Promise<string> {
  const ns = transfer.network.chainNamespace
  const adapter = getAdapter(kit, ns)
  if (!adapter.sendToken) {
    return sendTransaction(kit, evmTransferRequest(transfer.to, transfer.amount, transfer.token?.address))
  }
  const connectorId = kit.stores.connections.get().activeConnectorId[ns]
  if (!getAccount(kit, ns).isConnected || !connectorId) {
    throw new KitError('NOT_CONNECTED', KitErrorMessage.NOT_CONNECTED)
  }
  if (kit.stores.chains.get().unsupportedNetwork) {
    throw new KitError('UNSUPPORTED_CHAIN', KitErrorMessage.UNSUPPORTED_CHAIN)
  }
  try {
    return await adapter.sendToken({ connectorId, ...transfer })
  } catch (error) {
    throw toTransactionError(error)
  }
}

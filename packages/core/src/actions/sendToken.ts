import type { Transaction } from '@gangway/protocol'
import { ConstantsUtil } from '../constants.ts'
import { KitError, KitErrorCode, rpcCodeOf } from '../errors/KitError.ts'
import type { Kit } from '../Kit.ts'
import { sendRequest } from '../portfolio/sendRequest.ts'
import { validateSend } from '../portfolio/validateSend.ts'
import { fetchBalance } from './fetchBalance.ts'
import { fetchTokenBalances } from './fetchTokenBalances.ts'
import { getAdapter } from './getAdapter.ts'
import { portfolioOwner } from './portfolioOwner.ts'
import { resetSend } from './resetSend.ts'
import { routerReset } from './routerReset.ts'
import { sendTransaction } from './sendTransaction.ts'
import { showSnack } from './showSnack.ts'

export const TRANSACTION_SENT = 'TRANSACTION_SENT'

/**
 * Sends the Send form's token through the connected wallet (SPEC §4): the wallet signs and sends a native
 * transfer or an ERC-20 `transfer`. On success: a 'Transaction sent' snackbar, the transaction listed as
 * pending (at most 99 kept) until the history has it, back to Account with the form reset, balances refreshed
 * once it is mined. A declined or failed send leaves the form as it was and throws.
 */
export async function sendToken(kit: Kit): Promise<string> {
  const owner = portfolioOwner(kit)
  if (!owner) throw new KitError(KitErrorCode.NOT_CONNECTED, 'Address or auth connector not found')
  const form = kit.stores.send.get()
  const invalid = validateSend(form, owner.namespace)
  if (invalid || !form.token) {
    throw new KitError(KitErrorCode.INVALID_SEND, invalid?.message ?? 'An amount and receiver address are required')
  }
  if (form.status === 'sending') throw new KitError(KitErrorCode.INVALID_SEND, 'A transaction is being sent')
  kit.stores.send.set({ status: 'sending' })
  let hash: string
  try {
    hash = await sendTransaction(kit, sendRequest(form.token, form.amount, form.receiver))
  } catch (error) {
    kit.stores.send.set({ status: 'idle' })
    const rejected = rpcCodeOf(error) === 4001
    throw new KitError(
      rejected ? KitErrorCode.TRANSACTION_REJECTED : KitErrorCode.TRANSACTION_FAILED,
      rejected ? 'Transaction declined' : 'Transaction failed',
      { cause: error, rpcCode: rpcCodeOf(error) ?? 5000 },
    )
  }
  const pending: Transaction = {
    id: `${owner.network.caipNetworkId}:${hash}`,
    metadata: {
      operationType: 'send',
      hash,
      minedAt: new Date().toISOString(),
      chain: owner.network.caipNetworkId,
      status: 'pending',
      sentFrom: owner.address,
      sentTo: form.receiver,
    },
    transfers: [
      {
        direction: 'out',
        quantity: { numeric: form.amount.trim(), decimals: Number(form.token.quantity.decimals) },
        fungible_info: { name: form.token.name, symbol: form.token.symbol, icon: { url: form.token.iconUrl } },
      },
    ],
  }
  kit.stores.portfolio.set((s) => ({
    pending: [pending, ...s.pending].slice(0, ConstantsUtil.PENDING_TRANSACTIONS_LIMIT),
  }))
  showSnack(kit, 'Transaction sent', 'success', TRANSACTION_SENT)
  resetSend(kit)
  routerReset(kit, 'Account')
  void (async () => {
    await getAdapter(kit, owner.namespace)
      .waitForTransaction?.({ hash, network: owner.network })
      .catch(() => undefined)
    await Promise.all([fetchTokenBalances(kit, { force: true }), fetchBalance(kit, owner.namespace, { force: true })])
  })().catch(() => undefined)
  return hash
}

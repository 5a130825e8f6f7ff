import type { Transaction } from '@gangway/protocol'
import { ConstantsUtil } from '../constants.ts'
import { KitError, KitErrorMessage } from '../errors/KitError.ts'
import type { Kit } from '../Kit.ts'
import { tokenTransfer } from '../portfolio/tokenTransfer.ts'
import { validateSend } from '../portfolio/validateSend.ts'
import { fetchBalance } from './fetchBalance.ts'
import { fetchTokenBalances } from './fetchTokenBalances.ts'
import { getAdapter } from './getAdapter.ts'
import { portfolioOwner } from './portfolioOwner.ts'
import { resetSend } from './resetSend.ts'
import { routerReset } from './routerReset.ts'
import { sendTransfer } from './sendTransfer.ts'
import { showSnack } from './showSnack.ts'
import { isModalClosed, whileModalOpen } from './whileModalOpen.ts'

export const TRANSACTION_SENT = 'TRANSACTION_SENT'

/**
 * Sends the Send form's token through the connected wallet (SPEC §4): the wallet signs and sends a native
 * transfer, an ERC-20 `transfer` or the adapter's own transfer (`sendToken`: Solana's SOL and SPL sends). On success: a 'Transaction sent' snackbar, the transaction listed as
 * pending (at most 99 kept) until the history has it, back to Account with the form reset, balances refreshed
 * once it is mined. A declined or failed send leaves the form as it was and throws the typed reason (SPEC
 * §8, see `sendTransaction`); closing the dialog under the wallet's prompt throws 'Modal closed' (a
 * transaction the wallet sends after all is still listed).
 */
export async function sendToken(kit: Kit): Promise<string> {
  const owner = portfolioOwner(kit)
  if (!owner) throw new KitError('NOT_CONNECTED', KitErrorMessage.NOT_CONNECTED)
  const form = kit.stores.send.get()
  const invalid = validateSend(form, owner.namespace)
  if (invalid || !form.token) {
    throw new KitError('INVALID_SEND', invalid?.message ?? 'An amount and receiver address are required')
  }
  if (form.status === 'sending') throw new KitError('INVALID_SEND', 'A transaction is being sent')
  kit.stores.send.set({ status: 'sending' })
  const sending = sendTransfer(kit, tokenTransfer(owner, form.token, form.amount, form.receiver, form.feeRate))
  let hash: string
  try {
    hash = await whileModalOpen(kit, sending)
  } catch (error) {
    kit.stores.send.set({ status: 'idle' })
    // closed under the wallet's prompt: 'Modal closed'; a transaction the wallet still sends is listed
    if (isModalClosed(error)) {
      void sending.then((late) => recordSent(kit, owner, form, late, { navigate: false })).catch(() => undefined)
    }
    throw error
  }
  recordSent(kit, owner, form, hash, { navigate: true })
  return hash
}

/** A sent transaction: listed as pending, 'Transaction sent', the form reset, balances refreshed once mined. */
function recordSent(
  kit: Kit,
  owner: NonNullable<ReturnType<typeof portfolioOwner>>,
  form: ReturnType<Kit['stores']['send']['get']>,
  hash: string,
  options: { navigate: boolean },
): void {
  if (!form.token) return
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
  if (options.navigate) routerReset(kit, 'Account')
  void (async () => {
    await getAdapter(kit, owner.namespace)
      .waitForTransaction?.({ hash, network: owner.network })
      .catch(() => undefined)
    await Promise.all([fetchTokenBalances(kit, { force: true }), fetchBalance(kit, owner.namespace, { force: true })])
  })().catch(() => undefined)
}

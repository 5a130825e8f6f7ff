import { ConvertApiPath, ConvertBuildTransactionResponseSchema } from '@gangway/protocol'
import { ConstantsUtil } from '../constants.ts'
import { KitError, KitErrorMessage } from '../errors/KitError.ts'
import type { Kit } from '../Kit.ts'
import { parseSwapAmount, plainAddress } from '../swap/swapAmounts.ts'
import { fetchBalance } from './fetchBalance.ts'
import { fetchTokenBalances } from './fetchTokenBalances.ts'
import { getAdapter } from './getAdapter.ts'
import { portfolioOwner } from './portfolioOwner.ts'
import { routerReset } from './routerReset.ts'
import { sendTransaction } from './sendTransaction.ts'
import { showSnack } from './showSnack.ts'
import { isModalClosed, whileModalOpen } from './whileModalOpen.ts'

export const SWAP_PENDING = 'SWAP_PENDING'
export const SWAP_SUCCESS = 'SWAP_SUCCESS'
export const SWAP_ERROR = 'SWAP_ERROR'

/**
 * Swaps the Swap form's amount through the connected wallet: the server builds the router call
 * (`/v1/convert/build-transaction`, slippage 1 % — SPEC §9 — deadline, gas estimated from the visitor, so an
 * allowance still short is refused before the wallet is asked), the wallet signs and sends it ('Swapping…'),
 * and once it is mined: 'Swap successful', balances refreshed, back to Account with the form emptied. A
 * failure shows 'Swap failed' and throws the typed reason (`sendTransaction`); the form stays as it was.
 * Answers the transaction hash.
 */
export async function swapTokens(kit: Kit): Promise<string> {
  const owner = portfolioOwner(kit)
  if (!owner) throw new KitError('NOT_CONNECTED', KitErrorMessage.NOT_CONNECTED)
  const { swap } = kit.stores
  const state = swap.get()
  const { sourceToken: from, toToken: to } = state
  const amount = from ? parseSwapAmount(state.sourceTokenAmount, from.decimals) : undefined
  if (!from || !to || amount === undefined) {
    throw new KitError('SWAP_FAILED', 'A token and an amount are required')
  }
  if (state.status !== 'idle') throw new KitError('SWAP_FAILED', 'A transaction is being sent')
  swap.set({ status: 'swapping', transactionError: undefined })
  showSnack(kit, 'Swapping…', 'loading', SWAP_PENDING)
  let hash: string
  try {
    const built = ConvertBuildTransactionResponseSchema.parse(
      await kit.api.post(ConvertApiPath.buildTransaction.slice(1), {
        userAddress: `${owner.network.caipNetworkId}:${owner.address}`,
        from: from.address,
        to: to.address,
        amount: amount.toString(),
        eip155: { slippage: ConstantsUtil.SWAP_SLIPPAGE },
      }),
    )
    hash = await whileModalOpen(
      kit,
      sendTransaction(kit, {
        to: plainAddress(built.tx.to),
        data: built.tx.data as `0x${string}`,
        value: BigInt(built.tx.value),
      }),
    )
    await getAdapter(kit, owner.namespace).waitForTransaction?.({ hash, network: owner.network })
  } catch (error) {
    swap.set({ status: 'idle', transactionError: (error as Error).message })
    if (!isModalClosed(error)) showSnack(kit, 'Swap failed', 'error', SWAP_ERROR)
    throw error
  }
  swap.set({ status: 'idle', sourceTokenAmount: '', toTokenAmount: '', quote: undefined, quoteFor: undefined })
  showSnack(kit, 'Swap successful', 'success', SWAP_SUCCESS)
  if (kit.stores.modal.get().open) routerReset(kit, 'Account')
  await Promise.all([
    fetchTokenBalances(kit, { force: true }),
    fetchBalance(kit, owner.namespace, { force: true }).catch(() => undefined),
  ])
  return hash
}

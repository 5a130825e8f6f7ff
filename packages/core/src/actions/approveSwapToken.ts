import { ConvertAllowanceResponseSchema, ConvertApiPath, ConvertBuildApproveResponseSchema } from '@gangway/protocol'
import { KitError } from '../errors/KitError.ts'
import type { Kit } from '../Kit.ts'
import { parseSwapAmount, plainAddress } from '../swap/swapAmounts.ts'
import { getAdapter } from './getAdapter.ts'
import { portfolioOwner } from './portfolioOwner.ts'
import { sendTransaction } from './sendTransaction.ts'
import { showSnack } from './showSnack.ts'
import { whileModalOpen } from './whileModalOpen.ts'

export const SWAP_APPROVING = 'SWAP_APPROVING'
export const SWAP_APPROVED = 'SWAP_APPROVED'
export const SWAP_APPROVE_FAILED = 'SWAP_APPROVE_FAILED'

/**
 * The approve step of a swap whose source token's allowance is short: the wallet approves the amount to the
 * router the server names (`/v1/convert/build-approve`), mined before the allowance is read again. Uniswap's
 * v2 and v3 routers are separate spenders, so this repeats (at most twice) until the allowance the server
 * reports — the smallest of the two — covers the amount. 'Approving…' while pending; failures are typed
 * (`sendTransaction`) and shown as 'Approval failed'.
 */
export async function approveSwapToken(kit: Kit): Promise<void> {
  const owner = portfolioOwner(kit)
  const { swap } = kit.stores
  const { sourceToken: from, toToken: to, sourceTokenAmount } = swap.get()
  const amount = from ? parseSwapAmount(sourceTokenAmount, from.decimals) : undefined
  if (!owner || !from || !to || amount === undefined) {
    throw new KitError('SWAP_FAILED', 'A token and an amount are required')
  }
  const userAddress = `${owner.network.caipNetworkId}:${owner.address}`
  swap.set({ status: 'approving', transactionError: undefined })
  showSnack(kit, 'Approving…', 'loading', SWAP_APPROVING)
  try {
    for (let round = 0; round < 2; round++) {
      const built = ConvertBuildApproveResponseSchema.parse(
        await kit.api.get(ConvertApiPath.buildApprove.slice(1), {
          userAddress,
          from: from.address,
          to: to.address,
          amount: amount.toString(),
        }),
      )
      const hash = await whileModalOpen(
        kit,
        sendTransaction(kit, { to: plainAddress(built.tx.from), data: built.tx.data as `0x${string}`, value: 0n }),
      )
      await getAdapter(kit, owner.namespace).waitForTransaction?.({ hash, network: owner.network })
      const { allowance } = ConvertAllowanceResponseSchema.parse(
        await kit.api.get(ConvertApiPath.allowance.slice(1), { tokenAddress: from.address, userAddress }),
      )
      swap.set({ allowance: BigInt(allowance) })
      if (BigInt(allowance) >= amount) break
    }
    swap.set({ status: 'idle' })
    showSnack(kit, 'Approved', 'success', SWAP_APPROVED)
  } catch (error) {
    swap.set({ status: 'idle', transactionError: (error as Error).message })
    showSnack(kit, 'Approval failed', 'error', SWAP_APPROVE_FAILED)
    throw error
  }
}

import type { Kit } from '../Kit.ts'
import { sendRequest } from '../portfolio/sendRequest.ts'
import { tokenTransfer } from '../portfolio/tokenTransfer.ts'
import { validateSend } from '../portfolio/validateSend.ts'
import { getAdapter } from './getAdapter.ts'
import { portfolioOwner } from './portfolioOwner.ts'

/**
 * Estimates the network fee of the Send form's transaction (for the preview) into the send store; undefined
 * when the form is not valid or the adapter cannot estimate.
 */
export async function estimateSendFee(kit: Kit): Promise<{ amount: string; symbol: string } | undefined> {
  const owner = portfolioOwner(kit)
  const form = kit.stores.send.get()
  if (!owner || !form.token || validateSend(form, owner.namespace)) return undefined
  const adapter = getAdapter(kit, owner.namespace)
  const estimate = adapter.estimateTokenFee
    ? adapter.estimateTokenFee(tokenTransfer(owner, form.token, form.amount, form.receiver, form.feeRate))
    : adapter.estimateFee?.({
        address: owner.address,
        network: owner.network,
        ...sendRequest(form.token, form.amount, form.receiver),
      })
  if (!estimate) return undefined
  try {
    const { fee, symbol } = await estimate
    const current = kit.stores.send.get()
    if (
      current.token !== form.token ||
      current.amount !== form.amount ||
      current.receiver !== form.receiver ||
      current.feeRate !== form.feeRate
    ) {
      return undefined // the form changed meanwhile
    }
    kit.stores.send.set({ fee: { amount: fee, symbol } })
    return { amount: fee, symbol }
  } catch {
    return undefined
  }
}

import type { Kit } from '../Kit.ts'
import { sendRequest } from '../portfolio/sendRequest.ts'
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
  if (!adapter.estimateFee) return undefined
  try {
    const request = sendRequest(form.token, form.amount, form.receiver)
    const { fee, symbol } = await adapter.estimateFee({ address: owner.address, network: owner.network, ...request })
    const current = kit.stores.send.get()
    if (current.token !== form.token || current.amount !== form.amount || current.receiver !== form.receiver) {
      return undefined // the form changed meanwhile
    }
    kit.stores.send.set({ fee: { amount: fee, symbol } })
    return { amount: fee, symbol }
  } catch {
    return undefined
  }
}

import type { Kit } from '../Kit.ts'
import type { SendState } from '../stores/SendState.ts'

/** Sets fields of the Send form (token, amount, receiver, Bitcoin's fee rate); a changed form forgets its fee estimate. */
export function updateSend(
  kit: Kit,
  patch: Partial<Pick<SendState, 'token' | 'amount' | 'receiver' | 'feeRate'>>,
): void {
  kit.stores.send.set({ ...patch, fee: undefined })
}

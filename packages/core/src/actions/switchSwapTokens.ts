import type { Kit } from '../Kit.ts'
import { updateSwap } from './updateSwap.ts'

/** Flips the Swap form: the token out becomes the token in, with the amount that was quoted for it. */
export function switchSwapTokens(kit: Kit): void {
  const { sourceToken, toToken, toTokenAmount } = kit.stores.swap.get()
  updateSwap(kit, { sourceToken: toToken, toToken: sourceToken, sourceTokenAmount: toTokenAmount })
}

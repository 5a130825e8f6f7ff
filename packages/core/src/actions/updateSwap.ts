import type { Kit } from '../Kit.ts'
import type { SwapState } from '../stores/SwapState.ts'

/**
 * Sets the Swap form's tokens or amount; the quote, amount out, allowance and fee are forgotten until
 * `fetchSwapQuote` answers for the new inputs. Choosing the token on the other side swaps the two.
 */
export function updateSwap(
  kit: Kit,
  patch: Partial<Pick<SwapState, 'sourceToken' | 'toToken' | 'sourceTokenAmount'>>,
): void {
  const state = kit.stores.swap.get()
  const next = { ...patch }
  const to = 'toToken' in patch ? patch.toToken : state.toToken
  const from = 'sourceToken' in patch ? patch.sourceToken : state.sourceToken
  if (patch.sourceToken && !('toToken' in patch) && patch.sourceToken.address === to?.address) {
    next.toToken = state.sourceToken
  }
  if (patch.toToken && !('sourceToken' in patch) && patch.toToken.address === from?.address) {
    next.sourceToken = state.toToken
  }
  kit.stores.swap.set({
    ...next,
    toTokenAmount: '',
    quote: undefined,
    quoteFor: undefined,
    inputError: undefined,
    allowance: undefined,
    gasFee: undefined,
    transactionError: undefined,
  })
}

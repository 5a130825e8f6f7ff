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
  if (patch.sourceToken && patch.sourceToken.address === state.toToken?.address) next.toToken = state.sourceToken
  if (patch.toToken && patch.toToken.address === state.sourceToken?.address) next.sourceToken = state.toToken
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

import {
  ConvertAllowanceResponseSchema,
  ConvertApiPath,
  ConvertGasPriceResponseSchema,
  ConvertQuotesResponseSchema,
  type SwapQuote,
} from '@gangway/protocol'
import { ApiRequestError } from '../api/createApiClient.ts'
import type { Kit } from '../Kit.ts'
import { formatSwapAmount, parseSwapAmount, swapGasLimit, swapQuoteKey } from '../swap/swapAmounts.ts'
import { portfolioOwner } from './portfolioOwner.ts'

/**
 * Quotes the Swap form (`/v1/convert/quotes`) with the source token's allowance and the gas price: sets the
 * amount out, the quote (price impact, LP fee, route), the allowance and the network fee (gas price × the
 * route's gas, see `swapGasLimit`). A refused input (no route, insufficient liquidity) becomes `inputError`,
 * the server's reason. An answer for inputs that changed meanwhile is dropped. The view debounces the calls
 * (`SWAP_QUOTE_DEBOUNCE_MS`).
 */
export async function fetchSwapQuote(kit: Kit): Promise<SwapQuote | undefined> {
  const { swap } = kit.stores
  const state = swap.get()
  const owner = portfolioOwner(kit)
  const { sourceToken: from, toToken: to } = state
  const amount = from ? parseSwapAmount(state.sourceTokenAmount, from.decimals) : undefined
  if (!owner || !from || !to || amount === undefined) return undefined
  const key = swapQuoteKey(from, to, amount)
  const userAddress = `${owner.network.caipNetworkId}:${owner.address}`
  swap.set({ loadingQuote: true, inputError: undefined })
  try {
    const [quotes, allowance, gasPrice] = await Promise.all([
      kit.api.get(ConvertApiPath.quotes.slice(1), {
        amount: amount.toString(),
        userAddress,
        from: from.address,
        to: to.address,
      }),
      kit.api.get(ConvertApiPath.allowance.slice(1), { tokenAddress: from.address, userAddress }),
      kit.api.get(ConvertApiPath.gasPrice.slice(1), { chainId: owner.network.caipNetworkId }),
    ])
    const quote = ConvertQuotesResponseSchema.parse(quotes).quotes[0]
    if (current(kit) !== key) return undefined
    swap.set({
      quote,
      quoteFor: key,
      loadingQuote: false,
      toTokenAmount: quote ? formatSwapAmount(quote.toAmount, to.decimals) : '',
      allowance: BigInt(ConvertAllowanceResponseSchema.parse(allowance).allowance),
      gasFee: BigInt(ConvertGasPriceResponseSchema.parse(gasPrice).standard) * swapGasLimit(quote),
    })
    return quote
  } catch (error) {
    if (current(kit) !== key) return undefined
    const reason =
      error instanceof ApiRequestError ? error.message || error.code : (error as Error).message || 'Swap failed'
    swap.set({ loadingQuote: false, quote: undefined, quoteFor: undefined, toTokenAmount: '', inputError: reason })
    return undefined
  }
}

function current(kit: Kit): string | undefined {
  const { sourceToken, toToken, sourceTokenAmount } = kit.stores.swap.get()
  const amount = sourceToken ? parseSwapAmount(sourceTokenAmount, sourceToken.decimals) : undefined
  return sourceToken && toToken && amount !== undefined ? swapQuoteKey(sourceToken, toToken, amount) : undefined
}

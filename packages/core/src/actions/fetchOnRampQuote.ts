import { mockedOnrampQuote, OnrampApiPath, type OnrampQuote, OnrampQuoteSchema } from '@gangway/protocol'
import { ApiRequestError } from '../api/createApiClient.ts'
import type { Kit } from '../Kit.ts'
import { onRampLimitError } from '../onramp/onRampLimitError.ts'
import { onRampProviders } from './onRampProviders.ts'

/**
 * Quotes the Buy form (`/v1/onramp/quote`, AppKit's `getQuote`): how much of the token the fiat amount buys,
 * with the fees. An amount outside the payment method's limits is not asked about: `error` says why. A
 * refusal of the server (400) is its reason; when the server cannot be asked, SPEC §8's mocked quote (the
 * amount 1:1, `quoteId: 'mocked-quote-id'`, `mocked`). An answer for inputs that changed meanwhile is dropped.
 */
export async function fetchOnRampQuote(kit: Kit): Promise<OnrampQuote | undefined> {
  const { onramp } = kit.stores
  const state = onramp.get()
  const { purchaseCurrency, paymentCurrency, paymentMethod, paymentAmount } = state
  if (!purchaseCurrency) return undefined
  const limit = onRampLimitError(paymentCurrency, paymentMethod, paymentAmount)
  if (limit) {
    onramp.set({ error: limit, quote: undefined, quoteFor: undefined, purchaseAmount: undefined })
    return undefined
  }
  const key = quoteKey(kit)
  const provider = state.selectedProvider?.name ?? onRampProviders(kit)[0]?.name
  onramp.set({ quotesLoading: true, error: undefined })
  let quote: OnrampQuote
  try {
    quote = OnrampQuoteSchema.parse(
      await kit.api.post(OnrampApiPath.quote.slice(1), {
        purchaseCurrency,
        paymentCurrency,
        amount: paymentAmount,
        network: purchaseCurrency.symbol,
        caipNetworkId: kit.stores.chains.get().activeNetwork.caipNetworkId,
        paymentMethod,
        ...(provider ? { provider } : {}),
      }),
    )
  } catch (error) {
    if (quoteKey(kit) !== key) return undefined
    if (error instanceof ApiRequestError && error.status === 400) {
      onramp.set({ quotesLoading: false, quote: undefined, quoteFor: undefined, error: error.message })
      return undefined
    }
    quote = mockedOnrampQuote(paymentAmount, paymentCurrency.id)
  }
  if (quoteKey(kit) !== key) return undefined
  onramp.set({ quote, quoteFor: key, quotesLoading: false, purchaseAmount: Number(quote.purchaseAmount.amount) })
  return quote
}

/** The inputs a quote answers for. */
export function quoteKey(kit: Kit): string {
  const s = kit.stores.onramp.get()
  const network = kit.stores.chains.get().activeNetwork.caipNetworkId
  return [s.purchaseCurrency?.id, network, s.paymentCurrency.id, s.paymentMethod, s.paymentAmount].join('|')
}

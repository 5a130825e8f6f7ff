import { OnrampApiPath, type OnrampOptionsResponse, OnrampOptionsResponseSchema } from '@gangway/protocol'
import type { Kit } from '../Kit.ts'
import { onRampDefaults, USD_CURRENCY_DEFAULT } from '../onramp/onRampDefaults.ts'
import { onRampNetwork } from '../onramp/onRampNetwork.ts'

/**
 * Reads the Buy flow's providers and currencies from the Gangway server (`/v1/onramp/options`) into the
 * on-ramp store; when the server cannot answer, SPEC §8's built-in defaults (`optionsFallback`). Picks the
 * first token that can be bought on the active network and keeps the visitor's earlier picks when they
 * still can.
 */
export async function fetchOnRampOptions(kit: Kit): Promise<OnrampOptionsResponse> {
  const { onramp } = kit.stores
  let options: OnrampOptionsResponse
  let fallback = false
  try {
    options = OnrampOptionsResponseSchema.parse(await kit.api.get(OnrampApiPath.options.slice(1)))
  } catch {
    options = onRampDefaults()
    fallback = true
  }
  const network = kit.stores.chains.get().activeNetwork
  const state = onramp.get()
  const buyable = options.purchaseCurrencies.filter((c) => onRampNetwork(c, network))
  onramp.set({
    optionsLoaded: true,
    optionsFallback: fallback,
    providers: options.providers ?? [],
    purchaseCurrencies: options.purchaseCurrencies,
    paymentCurrencies: options.paymentCurrencies,
    purchaseCurrency: buyable.find((c) => c.id === state.purchaseCurrency?.id) ?? buyable[0],
    paymentCurrency:
      options.paymentCurrencies.find((c) => c.id === state.paymentCurrency.id) ??
      options.paymentCurrencies[0] ??
      USD_CURRENCY_DEFAULT,
  })
  return options
}

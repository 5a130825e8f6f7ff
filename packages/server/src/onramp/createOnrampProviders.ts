import type { PriceTable } from '../balances/TokenEntry.ts'
import { createMoonpayProvider } from './createMoonpayProvider.ts'
import { createSandboxProvider } from './createSandboxProvider.ts'
import type { OnrampProviderConfig } from './OnrampProviderConfig.ts'
import type { OnrampProviderPlugin } from './OnrampProviderPlugin.ts'

/** The plug-ins of the configured providers (`ONRAMP_PROVIDERS`), in the configured order. */
export function createOnrampProviders(
  configs: readonly OnrampProviderConfig[],
  context: { prices: PriceTable; fetch?: typeof fetch },
): OnrampProviderPlugin[] {
  return configs.map((c) =>
    c.name === 'sandbox' ? createSandboxProvider(c, context.prices) : createMoonpayProvider(c, context.fetch),
  )
}

import { EvmAddressSchema, SolanaAddressSchema } from '@gangway/protocol'
import { base58 } from '@scure/base'
import type { OnrampCatalogCurrency, OnrampCatalogNetwork } from './buildOnrampOptions.ts'
import { formatCents, parseCents } from './decimalAmount.ts'
import { OnrampError, OnrampErrorCode } from './OnrampError.ts'
import type { OnrampProviderPlugin } from './OnrampProviderPlugin.ts'
import { OnrampLimits } from './onrampLimits.ts'

const bad = (message: string) => new OnrampError(OnrampErrorCode.BAD_REQUEST, message)

/** The provider asked for, else the first configured one; none configured → 404 'No on-ramp provider is configured'. */
export function pickProvider(providers: readonly OnrampProviderPlugin[], name: string | undefined) {
  if (providers.length === 0) {
    throw new OnrampError(OnrampErrorCode.NO_PROVIDER, 'No on-ramp provider is configured', 404)
  }
  if (name === undefined) return providers[0] as OnrampProviderPlugin
  const provider = providers.find((p) => p.description.name === name)
  if (!provider) {
    throw bad(`provider ${name} is not configured; use ${providers.map((p) => p.description.name).join(', ')}`)
  }
  return provider
}

/**
 * The payment: currency (USD, EUR), method (card default, ach_bank_account) and amount, within the method's
 * limits (SPEC §9) — else 400 `Amount must be between 10.00 and 7500.00 USD for card`.
 */
export function resolvePayment(currency: string | undefined, method: string | undefined, amount: string) {
  const fiatCurrency = (currency ?? 'USD').toUpperCase()
  if (!(OnrampLimits.PAYMENT_CURRENCIES as readonly string[]).includes(fiatCurrency)) {
    throw bad(`paymentCurrency ${currency} is not offered; use ${OnrampLimits.PAYMENT_CURRENCIES.join(' or ')}`)
  }
  const paymentMethod = method ?? 'card'
  const limits = OnrampLimits.PAYMENT_METHOD_LIMITS.find((l) => l.id === paymentMethod)
  if (!limits) {
    throw bad(
      `paymentMethod ${paymentMethod} is not offered; use ${OnrampLimits.PAYMENT_METHOD_LIMITS.map((l) => l.id).join(' or ')}`,
    )
  }
  const cents = parseCents(amount)
  if (cents === undefined)
    throw bad(`amount must be a fiat amount such as 50.00, got ${JSON.stringify(amount.slice(0, 32))}`)
  if (cents < (parseCents(limits.min) as bigint) || cents > (parseCents(limits.max) as bigint)) {
    throw bad(`Amount must be between ${limits.min} and ${limits.max} ${fiatCurrency} for ${paymentMethod}`)
  }
  return { fiatCurrency, paymentMethod, fiatAmount: formatCents(cents) }
}

/** A purchase currency by id, or by symbol (AppKit's built-in defaults carry other ids); else 400. */
export function findCurrency(catalog: readonly OnrampCatalogCurrency[], id: string | undefined, symbol?: string) {
  if (!id && !symbol) throw bad('purchaseCurrency is required (the id of one of /v1/onramp/options)')
  const currency =
    catalog.find((c) => c.id === id) ?? catalog.find((c) => c.symbol.toLowerCase() === (symbol ?? id)?.toLowerCase())
  if (!currency) {
    throw bad(`purchaseCurrency ${id ?? symbol} is not offered; use ${catalog.map((c) => c.id).join(', ') || 'none'}`)
  }
  return currency
}

/**
 * SPEC §7's `onrampurl` payload names no purchase currency (destinationWallets, defaultNetwork, partnerUserId,
 * defaultExperience, preset amounts): the coin bought is then the native coin of the first network the request
 * names (`caipNetworkId`, `defaultNetwork`, the wallet's `supportedNetworks` / `blockchains`) — ETH on an EVM
 * network, SOL on Solana. No network named, or none that is sold → 400 saying what to send.
 */
export function nativeCurrencyOf(catalog: readonly OnrampCatalogCurrency[], keys: readonly (string | undefined)[]) {
  const given = keys.filter((k): k is string => !!k)
  if (given.length === 0) {
    throw bad('purchaseCurrency or defaultNetwork is required (the coin to buy, or the network to buy its coin on)')
  }
  for (const key of given) {
    const currency = catalog.find((c) => c.networks.some((n) => matches(n, key) && n.asset.address === 'native'))
    if (currency) return currency
  }
  throw bad(
    `network ${given[0]} is not sold here; use one of ${
      catalog
        .flatMap((c) => c.networks.map((n) => n.caipNetworkId))
        .filter((id, i, all) => all.indexOf(id) === i)
        .join(', ') || 'none'
    }`,
  )
}

/** A network named by its CAIP-2 id, Coinbase name or chain id. */
const matches = (n: OnrampCatalogNetwork, key: string) =>
  n.caipNetworkId === key || n.name === key || n.chain_id === key

/**
 * The network a currency is bought on: the first of `keys` that names one of its networks; with no key,
 * its only network (or, when `fallbackFirst`, its first). A key naming none → 400 listing them.
 */
export function findNetwork(
  currency: OnrampCatalogCurrency,
  keys: readonly (string | undefined)[],
  fallbackFirst = false,
): OnrampCatalogNetwork {
  const given = keys.filter((k): k is string => !!k)
  for (const key of given) {
    const found = currency.networks.find((n) => matches(n, key))
    if (found) return found
  }
  const list = currency.networks.map((n) => n.caipNetworkId).join(', ')
  if (given.length > 0) throw bad(`network ${given[0]} is not a network of ${currency.symbol}; use ${list}`)
  if (currency.networks.length === 1 || (fallbackFirst && currency.networks.length > 0)) {
    return currency.networks[0] as OnrampCatalogNetwork
  }
  throw bad(`caipNetworkId is required: ${currency.symbol} is sold on ${list}`)
}

/** The destination address, checked by its network's namespace rule (SPEC §5). */
export function checkDestination(address: string, network: OnrampCatalogNetwork): string {
  if (network.asset.namespace === 'solana') {
    let ok = SolanaAddressSchema.safeParse(address).success
    try {
      ok = ok && base58.decode(address).length === 32
    } catch {
      ok = false
    }
    if (!ok) throw bad(`destination ${address.slice(0, 64)} is not a Solana address (32–44 base58 characters)`)
    return address
  }
  if (!address.startsWith('0x') || !EvmAddressSchema.safeParse(address).success) {
    throw bad(`destination ${address.slice(0, 64)} is not an EVM address (0x and 40 hex digits)`)
  }
  return address
}

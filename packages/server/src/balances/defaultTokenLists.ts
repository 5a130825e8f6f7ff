import { deployments } from '@gangway/devnet'

export type TokenEntry = { address: `0x${string}`; name: string; symbol: string; decimals: number; iconUrl?: string }

/** Per CAIP-2 chain, the ERC-20s whose balances are read: the devnet tokens on both devnet chains by default. */
export function defaultTokenLists(): Record<string, TokenEntry[]> {
  const tokens = Object.values(deployments.tokens).map((t) => ({
    address: t.address,
    name: t.name,
    symbol: t.symbol,
    decimals: t.decimals,
  }))
  return Object.fromEntries(deployments.chains.map((c) => [`eip155:${c.id}`, tokens]))
}

/** Prices per currency: `{ usd: { "eip155:31337:native": 3000, "eip155:31337:0x…": 1 } }` (SPEC: a configured table). */
export type PriceTable = Record<string, Record<string, number>>

export function defaultPriceTable(): PriceTable {
  const usd: Record<string, number> = {}
  const perSymbol: Record<string, number> = { gUSD: 1, GWT: 0.25, ZERO: 0 }
  for (const chain of deployments.chains) {
    usd[`eip155:${chain.id}:native`] = 3000
    for (const t of Object.values(deployments.tokens)) {
      usd[`eip155:${chain.id}:${t.address.toLowerCase()}`] = perSymbol[t.symbol] ?? 0
    }
  }
  return { usd, eur: Object.fromEntries(Object.entries(usd).map(([k, v]) => [k, Math.round(v * 0.92 * 100) / 100])) }
}

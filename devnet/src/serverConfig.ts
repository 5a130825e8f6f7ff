import { deployments } from './index.ts'

/** An ERC-20 entry of the server's `TOKEN_LISTS`. */
export type DevnetTokenEntry = { address: `0x${string}`; name: string; symbol: string; decimals: number }

/** The devnet tokens on both devnet chains, as the server's `TOKEN_LISTS` value. */
export function devnetTokenLists(): Record<string, DevnetTokenEntry[]> {
  const tokens = Object.values(deployments.tokens).map((t) => ({
    address: t.address,
    name: t.name,
    symbol: t.symbol,
    decimals: t.decimals,
  }))
  return Object.fromEntries(deployments.chains.map((c) => [`eip155:${c.id}`, tokens]))
}

/** Made-up prices of the devnet coins (USD and EUR), as the server's `PRICE_TABLE` value. */
export function devnetPriceTable(): Record<string, Record<string, number>> {
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

/**
 * The environment `npm start`, the browser tests and the benches give the server so that it reads and
 * prices the devnet tokens. The server itself knows nothing of the devnet (it is never its dependency).
 */
export function devnetServerEnv(): { TOKEN_LISTS: string; PRICE_TABLE: string } {
  return { TOKEN_LISTS: JSON.stringify(devnetTokenLists()), PRICE_TABLE: JSON.stringify(devnetPriceTable()) }
}

import type { OnrampNetwork, PurchaseCurrency } from '@gangway/protocol'
import type { TokenEntry } from '../balances/TokenEntry.ts'
import type { OnrampAsset } from './OnrampProviderPlugin.ts'

/** Names of well-known networks (Coinbase's `name` / `display_name`); others get `<namespace>-<reference>`. */
const KNOWN_NETWORKS: Record<string, [string, string]> = {
  'eip155:1': ['ethereum-mainnet', 'Ethereum'],
  'eip155:10': ['optimism-mainnet', 'Optimism'],
  'eip155:137': ['polygon-mainnet', 'Polygon'],
  'eip155:8453': ['base-mainnet', 'Base'],
  'eip155:42161': ['arbitrum-mainnet', 'Arbitrum'],
  'eip155:11155111': ['ethereum-sepolia', 'Sepolia'],
  'eip155:31337': ['gangway-devnet', 'Gangway Devnet'],
  'eip155:31338': ['gangway-devnet-2', 'Gangway Devnet 2'],
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': ['solana-mainnet', 'Solana'],
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': ['solana-devnet', 'Solana Devnet'],
  'solana:GangwayLoca1So1anaChain111111111': ['gangway-solana', 'Gangway Solana'],
}

/** One network of a purchase currency, with the asset it stands for. */
export type OnrampCatalogNetwork = OnrampNetwork & { caipNetworkId: string; decimals: number; asset: OnrampAsset }
export type OnrampCatalogCurrency = Omit<PurchaseCurrency, 'networks'> & { networks: OnrampCatalogNetwork[] }

/**
 * The purchase currencies: each served chain's native coin (ETH on eip155, SOL on solana) and its
 * `TOKEN_LISTS` tokens, grouped by symbol (the symbol is the currency id), each with its networks.
 */
export function buildOnrampOptions(
  chains: readonly string[],
  tokenLists: Record<string, TokenEntry[]>,
): OnrampCatalogCurrency[] {
  const bySymbol = new Map<string, OnrampCatalogCurrency>()
  const add = (caipNetworkId: string, symbol: string, name: string, address: string, decimals: number) => {
    const [namespace, reference = ''] = caipNetworkId.split(':') as ['eip155' | 'solana', string]
    const [netName, display] = KNOWN_NETWORKS[caipNetworkId] ?? [
      `${namespace}-${reference.toLowerCase()}`,
      `${namespace === 'solana' ? 'Solana' : 'Chain'} ${reference.slice(0, 12)}`,
    ]
    let currency = bySymbol.get(symbol)
    if (!currency) {
      currency = { id: symbol, name, symbol, networks: [] }
      bySymbol.set(symbol, currency)
    }
    if (currency.networks.some((n) => n.caipNetworkId === caipNetworkId)) return
    currency.networks.push({
      name: netName,
      display_name: display,
      chain_id: reference,
      contract_address: address === 'native' ? '' : address,
      caipNetworkId,
      decimals,
      asset: { symbol, name, caipNetworkId, namespace, address, decimals },
    })
  }
  for (const chainId of chains) {
    if (chainId.startsWith('eip155:')) add(chainId, 'ETH', 'Ether', 'native', 18)
    else if (chainId.startsWith('solana:')) add(chainId, 'SOL', 'Solana', 'native', 9)
    else continue
    for (const t of tokenLists[chainId] ?? []) add(chainId, t.symbol, t.name, t.address, t.decimals)
  }
  return [...bySymbol.values()]
}

/** The catalogue as `/v1/onramp/options` answers it (without the server-side asset). */
export const publicCurrency = (c: OnrampCatalogCurrency): PurchaseCurrency => ({
  id: c.id,
  name: c.name,
  symbol: c.symbol,
  networks: c.networks.map(({ asset: _asset, ...n }) => n),
})

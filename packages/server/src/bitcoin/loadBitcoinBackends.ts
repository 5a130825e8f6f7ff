import { z } from 'zod/mini'
import { BITCOIN_NETWORK_RULES, type BitcoinNetworkName, KNOWN_BITCOIN_CHAINS } from './bitcoinNetworks.ts'

/** One `bip122:` chain's backend: the devnet's bcoin node, or an Esplora HTTP API. */
export type BitcoinBackendConfig = { kind: 'bcoin' | 'esplora'; url: string; network: BitcoinNetworkName }

const EntrySchema = z.object({
  kind: z.enum(['bcoin', 'esplora']),
  url: z.string().check(z.regex(/^https?:\/\/[^\s?#]+$/, 'must be an http(s) URL without query or fragment')),
  network: z.optional(z.enum(Object.keys(BITCOIN_NETWORK_RULES) as [BitcoinNetworkName, ...BitcoinNetworkName[]])),
})
const BackendsSchema = z.record(
  z.string().check(z.regex(/^bip122:[0-9a-f]{32}$/, 'keys must be bip122 CAIP-2 chain ids')),
  EntrySchema,
)

/**
 * `BITCOIN_BACKENDS`: JSON `{ "<bip122 chain id>": { "kind": "bcoin" | "esplora", "url": "…", "network"? } }`.
 * `network` (mainnet | testnet | regtest: which addresses are valid) defaults from the chain id for mainnet,
 * testnet3/4, signet and regtest; any other chain must name it. Unset: no Bitcoin chain is served.
 */
export function loadBitcoinBackends(value: string | undefined): Record<string, BitcoinBackendConfig> {
  if (value === undefined || value === '') return {}
  let parsed: unknown
  try {
    parsed = JSON.parse(value)
  } catch {
    throw new Error('BITCOIN_BACKENDS must be JSON')
  }
  const result = BackendsSchema.safeParse(parsed)
  if (!result.success) {
    const issue = result.error.issues[0]
    throw new Error(`BITCOIN_BACKENDS: ${issue?.path.join('.') || 'value'} ${issue?.message}`)
  }
  return Object.fromEntries(
    Object.entries(result.data).map(([chainId, entry]) => {
      const network = entry.network ?? KNOWN_BITCOIN_CHAINS[chainId]
      if (!network) throw new Error(`BITCOIN_BACKENDS: ${chainId} is not a known Bitcoin chain; set its "network"`)
      return [chainId, { kind: entry.kind, url: entry.url, network }]
    }),
  )
}

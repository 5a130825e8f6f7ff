import type { BitcoinBackend } from './BitcoinBackend.ts'
import { bcoinBackend } from './bcoinBackend.ts'
import { BITCOIN_NETWORK_RULES, type BitcoinAddressRules } from './bitcoinNetworks.ts'
import { esploraBackend } from './esploraBackend.ts'
import type { BitcoinBackendConfig } from './loadBitcoinBackends.ts'

/** A served `bip122:` chain: its backend and which addresses are valid on it. */
export type BitcoinChain = { backend: BitcoinBackend; rules: BitcoinAddressRules }

/** The configured Bitcoin chains, each with its backend (requests time out after `timeoutMs`). */
export function createBitcoinBackends(
  configs: Record<string, BitcoinBackendConfig>,
  timeoutMs: number,
): Record<string, BitcoinChain> {
  return Object.fromEntries(
    Object.entries(configs).map(([chainId, c]) => [
      chainId,
      {
        backend: c.kind === 'bcoin' ? bcoinBackend(c.url, timeoutMs) : esploraBackend(c.url, timeoutMs),
        rules: BITCOIN_NETWORK_RULES[c.network],
      },
    ]),
  )
}

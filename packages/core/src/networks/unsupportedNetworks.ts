import type { CaipNetwork } from './CaipNetwork.ts'
import type { UNSUPPORTED_NAMESPACES } from './toCaipNetwork.ts'

/** A network of a namespace Gangway has no adapter for: the kit reaches it through WalletConnect alone. */
export type UnsupportedNetwork = CaipNetwork & {
  chainNamespace: (typeof UNSUPPORTED_NAMESPACES)[number]
  caipNetworkId: `${(typeof UNSUPPORTED_NAMESPACES)[number]}:${string}`
}

const describe = (
  chainNamespace: UnsupportedNetwork['chainNamespace'],
  id: string,
  name: string,
  nativeCurrency: CaipNetwork['nativeCurrency'],
  testnet: boolean,
): UnsupportedNetwork => ({
  id,
  name,
  chainNamespace,
  caipNetworkId: `${chainNamespace}:${id}` as UnsupportedNetwork['caipNetworkId'],
  nativeCurrency,
  // never read: a namespace without adapter is reached through WalletConnect only
  rpcUrls: { default: { http: [] } },
  testnet,
})

const TON = { name: 'TON', symbol: 'TON', decimals: 9 }
const TRX = { name: 'TRX', symbol: 'TRX', decimals: 6 }
const XLM = { name: 'Lumens', symbol: 'XLM', decimals: 7 }

/**
 * AppKit's TON, TRON and Stellar descriptors under its names and CAIP ids. Gangway has no adapter for these
 * namespaces: the kit connects them through WalletConnect (its universal adapter on the one session), shows
 * the account and lets the site `request` through the universal provider.
 */
export const ton = /* @__PURE__ */ describe('ton', '-239', 'TON', TON, false)
export const tonTestnet = /* @__PURE__ */ describe('ton', '-3', 'TON Testnet', TON, true)
export const tronMainnet = /* @__PURE__ */ describe('tron', '0x2b6653dc', 'TRON', TRX, false)
export const tronNileTestnet = /* @__PURE__ */ describe('tron', '0xcd8690dc', 'TRON Nile', TRX, true)
export const tronShastaTestnet = /* @__PURE__ */ describe('tron', '0x94a9059e', 'TRON Shasta', TRX, true)
export const stellar = /* @__PURE__ */ describe('stellar', 'pubnet', 'Stellar', XLM, false)
export const stellarTestnet = /* @__PURE__ */ describe('stellar', 'testnet', 'Stellar Testnet', XLM, true)

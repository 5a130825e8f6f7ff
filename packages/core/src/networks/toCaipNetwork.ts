import { CHAIN_NAMESPACES, networkIssue } from '@gangway/protocol'
import type { Chain } from 'viem'
import type { AppKitNetwork } from './AppKitNetwork.ts'
import type { CaipNetwork } from './CaipNetwork.ts'
import { fromViemChain } from './defineCaipNetwork.ts'

/**
 * Namespaces AppKit knows that Gangway has no adapter for (SPEC §1 lists eip155, solana, polkadot, bip122,
 * cosmos): their networks are reached through WalletConnect alone (core's universal adapter, the universal
 * connector), like any other CAIP-2 namespace a site names.
 */
export const UNSUPPORTED_NAMESPACES = ['sui', 'stacks', 'ton', 'tron', 'stellar'] as const

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

/** Whether a network already carries its CAIP-2 id and namespace (AppKit's `CaipNetworksUtil.isCaipNetwork`). */
export function isCaipNetwork(network: unknown): network is CaipNetwork {
  return isObject(network) && 'chainNamespace' in network && 'caipNetworkId' in network
}

/** A short name of what was given, for messages. */
function describe(value: unknown): string {
  if (isObject(value) && typeof value.name === 'string') return JSON.stringify(value.name)
  if (isObject(value)) return `an object with keys ${Object.keys(value).slice(0, 6).join(', ') || '(none)'}`
  return JSON.stringify(value) ?? String(value)
}

/**
 * Turns what a site passes as a network (a viem `Chain` or a `CaipNetwork`) into the CaipNetwork the kit
 * uses, as AppKit's `createAppKit` does. Any CAIP-2 namespace is taken (AppKit's `CustomCaipNetwork`): one
 * Gangway has no adapter for (Sui, TON, TRON, Stellar …) is connected through WalletConnect and may list no
 * RPC URL; SPEC §1's namespaces need one. Throws an Error naming `where` and what is wrong for anything else:
 * a malformed network, or a value that is no network at all.
 */
export function toCaipNetwork(network: AppKitNetwork | unknown, where = 'network'): CaipNetwork {
  if (!isObject(network)) {
    throw new Error(
      `${where} is not a network: expected a viem Chain (e.g. from @gangway/react/networks) or a CaipNetwork, got ${describe(network)}`,
    )
  }
  let candidate: unknown
  if (isCaipNetwork(network)) {
    candidate = network
  } else if (typeof network.id === 'number') {
    candidate = fromViemChain(network as unknown as Chain)
  } else {
    throw new Error(
      `${where} ${describe(network)} is not a network: a viem Chain needs a numeric id, a CaipNetwork needs chainNamespace and caipNetworkId`,
    )
  }
  // plain code, not zod's NetworkSchema: createAppKit checks the site's networks before any zod code loads
  const issue = networkIssue(candidate)
  if (issue) throw new Error(`${where} ${describe(network)} is invalid: ${issue.path.join('.')} ${issue.message}`)
  const caip = candidate as CaipNetwork
  const known = (CHAIN_NAMESPACES as readonly string[]).includes(caip.chainNamespace)
  if (known && caip.rpcUrls.default.http.length === 0) {
    throw new Error(`${where} ${describe(network)} is invalid: rpcUrls.default.http needs an RPC URL`)
  }
  return caip
}

/** The CAIP-2 id of a viem Chain or CaipNetwork, without validating it (undefined for anything else). */
export function caipNetworkIdOf(network: unknown): string | undefined {
  if (isCaipNetwork(network)) return String(network.caipNetworkId)
  if (isObject(network) && typeof network.id === 'number') return `eip155:${network.id}`
  return undefined
}

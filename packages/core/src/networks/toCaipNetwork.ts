import { CHAIN_NAMESPACES, NetworkSchema } from '@gangway/protocol'
import type { Chain } from 'viem'
import type { AppKitNetwork } from './AppKitNetwork.ts'
import type { CaipNetwork } from './CaipNetwork.ts'
import { fromViemChain } from './defineCaipNetwork.ts'

/** Namespaces AppKit knows that Gangway has no adapter for (SPEC §1 lists eip155, solana, polkadot, bip122, cosmos). */
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
 * uses, as AppKit's `createAppKit` does. Throws an Error naming `where` and what is wrong for anything else:
 * a namespace Gangway has no adapter for (TON, TRON, Stellar, Sui, Stacks), a malformed network, or a value
 * that is no network at all.
 */
export function toCaipNetwork(network: AppKitNetwork | unknown, where = 'network'): CaipNetwork {
  if (!isObject(network)) {
    throw new Error(
      `${where} is not a network: expected a viem Chain (e.g. from @gangway/react/networks) or a CaipNetwork, got ${describe(network)}`,
    )
  }
  let candidate: unknown
  if (isCaipNetwork(network)) {
    const namespace = String(network.chainNamespace)
    if ((UNSUPPORTED_NAMESPACES as readonly string[]).includes(namespace)) {
      throw new Error(
        `${where} ${describe(network)} (${String(network.caipNetworkId)}) is a ${namespace} network: Gangway has no ${namespace} adapter (supported namespaces: ${CHAIN_NAMESPACES.join(', ')})`,
      )
    }
    candidate = network
  } else if (typeof network.id === 'number') {
    candidate = fromViemChain(network as unknown as Chain)
  } else {
    throw new Error(
      `${where} ${describe(network)} is not a network: a viem Chain needs a numeric id, a CaipNetwork needs chainNamespace and caipNetworkId`,
    )
  }
  const parsed = NetworkSchema.safeParse(candidate)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new Error(`${where} ${describe(network)} is invalid: ${issue?.path.join('.')} ${issue?.message}`)
  }
  return candidate as CaipNetwork
}

/** The CAIP-2 id of a viem Chain or CaipNetwork, without validating it (undefined for anything else). */
export function caipNetworkIdOf(network: unknown): string | undefined {
  if (isCaipNetwork(network)) return String(network.caipNetworkId)
  if (isObject(network) && typeof network.id === 'number') return `eip155:${network.id}`
  return undefined
}

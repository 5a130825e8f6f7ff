import type { AppKitNetwork, CaipNetwork as KitCaipNetwork } from '@gangway/core'
import type { KnownChainNamespace, ChainNamespace as ProtocolChainNamespace } from '@gangway/protocol'
import type { Chain } from 'viem'

/**
 * AppKit's `ChainNamespace<T>`: SPEC §1's namespaces, or `T` — a namespace a site reaches through WalletConnect
 * alone (`ChainNamespace<'sui'>`). Without `T` any CAIP-2 namespace string is taken (Gangway's kit accepts them).
 */
export type ChainNamespace<T extends string = ProtocolChainNamespace> = T | KnownChainNamespace

/** AppKit's namespaces with built-in support (Gangway's SPEC §1 list, plus the two AppKit names too). */
export type InternalChainNamespace = KnownChainNamespace | 'sui' | 'stacks'

/** A chain's own id: a number for EVM, a string reference otherwise. */
export type ChainId = string | number

/** A CAIP-2 network id: `namespace:reference`. */
export type CaipNetworkId<N extends string = ProtocolChainNamespace> = `${ChainNamespace<N>}:${ChainId}`

/** A CAIP-10 account: `namespace:reference:address`. */
export type CaipAddress = `${ProtocolChainNamespace}:${ChainId}:${string}`

/** A viem `Chain` (AppKit's `BaseNetwork`). */
export type BaseNetwork = Chain

/** A network as the kit keeps it (viem-`Chain`-shaped for EVM) with its CAIP-2 id and namespace. */
export type CaipNetwork = KitCaipNetwork

/**
 * AppKit's `CustomCaipNetwork<T>`: a network of a namespace `T` the site names itself — a Sui or TON network
 * for the universal connector, say — typed on that namespace.
 */
export type CustomCaipNetwork<T extends string = ProtocolChainNamespace> = KitCaipNetwork & {
  chainNamespace: ChainNamespace<T>
  caipNetworkId: CaipNetworkId<T>
}

/** AppKit's `InferredCaipNetwork<T>`: the `CustomCaipNetwork` of the namespace an object literal names. */
export type InferredCaipNetwork<T extends { chainNamespace: string } = { chainNamespace: string }> = T extends {
  chainNamespace: infer N extends string
}
  ? CustomCaipNetwork<N>
  : CustomCaipNetwork

export type { CustomRpcUrl, CustomRpcUrlMap } from '@gangway/core'
export type { AppKitNetwork }

/** AppKit's adapter type names. */
export type AdapterType = 'solana' | 'wagmi' | 'ethers' | 'ethers5' | 'universal' | 'bip122' | 'polkadot'

import { numberToHex } from 'viem'

/** What EIP-3085's parameters are built from: a viem `Chain` or a kit CaipNetwork (which is one). */
export type AddableChain = {
  id: number | string
  name: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrls: { default: { http: readonly string[] }; chainDefault?: { http?: readonly string[] } } & Record<
    string,
    unknown
  >
  blockExplorers?: { default: { url: string } } | undefined
}

/** EIP-3085's `wallet_addEthereumChain` parameter. */
export type AddEthereumChainParameter = {
  chainId: `0x${string}`
  chainName: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrls: string[]
  blockExplorerUrls?: string[]
}

/**
 * The one builder of `wallet_addEthereumChain`'s parameter (every EVM connector: wagmi's switch, the Coinbase
 * SDK connector, the EIP-1193 adapters). The wallet gets the chain's OWN RPC — `rpcUrls` when the caller has
 * them, else the chain's `chainDefault` (what the kit keeps of the network's public RPC, AppKit's), else its
 * `default` — never the kit's server: the wallet keeps the chain after the visitor left the site. The explorer
 * only when the chain has one (MetaMask refuses an empty `blockExplorerUrls`).
 *
 * ```ts
 * await provider.request({ method: 'wallet_addEthereumChain', params: [addEthereumChainParameter(network)] })
 * ```
 */
export function addEthereumChainParameter(
  chain: AddableChain,
  rpcUrls?: readonly string[] | undefined,
): AddEthereumChainParameter {
  const own = chain.rpcUrls.chainDefault?.http
  const urls = rpcUrls?.length ? rpcUrls : own?.length ? own : chain.rpcUrls.default.http
  const explorer = chain.blockExplorers?.default.url
  return {
    chainId: numberToHex(Number(chain.id)),
    chainName: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: [...urls],
    ...(explorer ? { blockExplorerUrls: [explorer] } : {}),
  }
}

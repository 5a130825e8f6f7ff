import { addEthereumChainParameter, type CaipNetwork, isInvalidChainIdError } from '@gangway/core'
import type { Config, Connector } from 'wagmi'

/**
 * Switches `connector`'s wallet to `network`. A wallet asked to add the chain gets the chain's own RPC (AppKit's
 * `chainDefault`), never the kit's server. A wallet answering 32603 (invalid chain id) where EIP-3085 says 4902
 * gets `wallet_addEthereumChain`, then the switch again (SPEC §8's codes).
 */
export async function switchEvmChain(config: Config, connector: Connector, network: CaipNetwork): Promise<void> {
  const { switchChain } = await import('./evmActions.ts')
  const own = (network.rpcUrls.chainDefault as { http?: string[] } | undefined)?.http
  const switching = {
    connector,
    chainId: Number(network.id),
    ...(own?.length ? { addEthereumChainParameter: { rpcUrls: own } } : {}),
  }
  try {
    await switchChain(config, switching)
  } catch (error) {
    if (!isInvalidChainIdError(error)) throw error
    const provider = (await connector.getProvider()) as { request(args: unknown): Promise<unknown> }
    await provider.request({ method: 'wallet_addEthereumChain', params: [addEthereumChainParameter(network)] })
    await switchChain(config, switching)
  }
}

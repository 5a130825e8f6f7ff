import { numberToHex } from 'viem'
import { isInvalidChainIdError } from '../../errors/isInvalidChainIdError.ts'
import { rpcCodeOf } from '../../errors/KitError.ts'
import { type AddableChain, addEthereumChainParameter } from './addEthereumChainParameter.ts'
import type { Eip1193Provider } from './Eip1193Provider.ts'

/** EIP-3085's "unknown chain" answer to `wallet_switchEthereumChain`. */
export const UNRECOGNIZED_CHAIN_ID = 4902

/** Whether the wallet answered the switch with "unknown chain": EIP-3085's 4902, or SPEC §8's 32603. */
export const isUnknownChainError = (error: unknown): boolean =>
  rpcCodeOf(error) === UNRECOGNIZED_CHAIN_ID || isInvalidChainIdError(error)

/**
 * Switches an EIP-1193 wallet to `chain` with the add-then-switch fallback (SPEC §8): `wallet_switchEthereumChain`;
 * when the wallet does not know the chain (4902, or 32603 where a wallet answers that) `wallet_addEthereumChain`
 * with `addEthereumChainParameter` (the chain's own RPC), then the switch again. Other failures (4001 rejected …)
 * are thrown as the wallet gave them.
 */
export async function switchEip1193Chain(provider: Eip1193Provider, chain: AddableChain): Promise<void> {
  const switching = { method: 'wallet_switchEthereumChain', params: [{ chainId: numberToHex(Number(chain.id)) }] }
  try {
    await provider.request(switching)
  } catch (error) {
    if (!isUnknownChainError(error)) throw error
    await provider.request({ method: 'wallet_addEthereumChain', params: [addEthereumChainParameter(chain)] })
    await provider.request(switching)
  }
}

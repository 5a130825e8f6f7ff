import { ConvertApiPath, ConvertTokensResponseSchema, type SwapToken } from '@gangway/protocol'
import { ApiRequestError } from '../api/createApiClient.ts'
import { KitError } from '../errors/KitError.ts'
import type { Kit } from '../Kit.ts'
import { fetchSwapTokenPrices } from './fetchSwapTokenPrices.ts'

export const SWAP_NOT_SUPPORTED = 'Network not supported for Swaps'

/**
 * Reads the swap tokens of the active network from the Gangway server (`/v1/convert/tokens`) into the swap
 * store, with their USD prices (`fetchSwapTokenPrices`), and records whether the server serves swaps there
 * (`isSwapNetwork`). A network the server refuses:
 * 'Network not supported for Swaps' (SPEC §8), thrown and kept as `fetchError`.
 */
export async function fetchSwapTokens(kit: Kit): Promise<SwapToken[]> {
  const network = kit.stores.chains.get().activeNetwork
  const { swap } = kit.stores
  const supported = (value: boolean) => ({ ...swap.get().supported, [network.caipNetworkId]: value })
  if (network.chainNamespace !== 'eip155') {
    swap.set({ supported: supported(false), fetchError: SWAP_NOT_SUPPORTED, tokens: [] })
    throw new KitError('SWAP_NOT_SUPPORTED', SWAP_NOT_SUPPORTED)
  }
  swap.set({ tokensLoading: true, fetchError: undefined, caipNetworkId: network.caipNetworkId })
  try {
    const answer = ConvertTokensResponseSchema.parse(
      await kit.api.get(ConvertApiPath.tokens.slice(1), { chainId: network.caipNetworkId }),
    )
    swap.set({ tokens: answer.tokens, tokensLoading: false, supported: supported(true) })
    await fetchSwapTokenPrices(kit, answer.tokens)
    return answer.tokens
  } catch (error) {
    const refused = error instanceof ApiRequestError && error.status === 400
    const message = refused ? SWAP_NOT_SUPPORTED : (error as Error).message
    swap.set({
      tokens: [],
      tokensLoading: false,
      fetchError: message,
      ...(refused ? { supported: supported(false) } : {}),
    })
    throw new KitError(refused ? 'SWAP_NOT_SUPPORTED' : 'SWAP_FAILED', message, { cause: error })
  }
}

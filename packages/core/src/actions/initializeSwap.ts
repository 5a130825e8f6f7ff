import type { Kit } from '../Kit.ts'
import { initialSwapState, type SwapArguments } from '../stores/SwapState.ts'
import { isNativeSwapToken } from '../swap/swapAmounts.ts'
import { fetchSwapTokens } from './fetchSwapTokens.ts'

/**
 * Starts the Swap flow on the active network: the form emptied, the network's tokens read, the native coin
 * as the token in — or what `open({ view: 'Swap', arguments: { amount, fromToken, toToken } })` named (token
 * symbols, case-insensitive, as AppKit's). A network without swaps throws 'Network not supported for Swaps'.
 */
export async function initializeSwap(kit: Kit, args?: SwapArguments): Promise<void> {
  kit.stores.swap.set({ ...initialSwapState(), arguments: args, supported: kit.stores.swap.get().supported })
  const tokens = await fetchSwapTokens(kit)
  const bySymbol = (symbol: string | undefined) =>
    symbol ? tokens.find((t) => t.symbol.toLowerCase() === symbol.toLowerCase()) : undefined
  const sourceToken = bySymbol(args?.fromToken) ?? tokens.find(isNativeSwapToken)
  const named = bySymbol(args?.toToken)
  kit.stores.swap.set({
    sourceToken,
    toToken: named && named.address !== sourceToken?.address ? named : undefined,
    sourceTokenAmount: args?.amount?.trim().replace(',', '.') ?? '',
  })
}

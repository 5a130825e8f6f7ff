import type { SwapQuote, SwapToken } from '@gangway/protocol'

/** AppKit's `open({ view: 'Swap', arguments })`: an amount and token symbols to start from. */
export type SwapArguments = { amount?: string; fromToken?: string; toToken?: string }

/**
 * The Swap flow (issue 17, AppKit's `SwapController` names where they exist). Amounts as typed, in whole
 * units; `quote` answers for `sourceToken`/`sourceTokenAmount`/`toToken` (`quoteFor` says which).
 */
export type SwapState = {
  /** The arguments the flow was started with (the object itself: a new `open` starts afresh). */
  arguments: SwapArguments | undefined
  /** Per CAIP-2 network: whether the Gangway server serves swaps there (asked once; `isSwapNetwork`). */
  supported: Record<string, boolean>
  caipNetworkId: string | undefined
  tokens: SwapToken[] | undefined
  tokensLoading: boolean
  /** USD price per swap token (CAIP-10 address → price; AppKit's name), from `/v1/fungible/price`. */
  tokensPriceMap: Record<string, number>
  /** 'Network not supported for Swaps', or why the tokens could not be read. */
  fetchError: string | undefined
  sourceToken: SwapToken | undefined
  sourceTokenAmount: string
  toToken: SwapToken | undefined
  toTokenAmount: string
  quote: SwapQuote | undefined
  /** The inputs the quote is for (`from|to|amount`), so a stale answer is never shown. */
  quoteFor: string | undefined
  loadingQuote: boolean
  /** Why there is no quote (the server's reason, e.g. insufficient liquidity). */
  inputError: string | undefined
  /** The source token's allowance to the routers, smallest units (native: unlimited). */
  allowance: bigint | undefined
  /** Network fee of the swap, in the native coin's smallest unit (gas × gas price). */
  gasFee: bigint | undefined
  status: 'idle' | 'approving' | 'swapping'
  transactionError: string | undefined
}

export function initialSwapState(): SwapState {
  return {
    arguments: undefined,
    supported: {},
    caipNetworkId: undefined,
    tokens: undefined,
    tokensLoading: false,
    tokensPriceMap: {},
    fetchError: undefined,
    sourceToken: undefined,
    sourceTokenAmount: '',
    toToken: undefined,
    toTokenAmount: '',
    quote: undefined,
    quoteFor: undefined,
    loadingQuote: false,
    inputError: undefined,
    allowance: undefined,
    gasFee: undefined,
    status: 'idle',
    transactionError: undefined,
  }
}

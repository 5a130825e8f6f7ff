import type { Address, Hex } from 'viem'

/** A swap asked of a provider: on one chain, `from` → `to` (`'native'` for the chain's coin), exact input. */
export type SwapRequest = { chainId: string; from: Address | 'native'; to: Address | 'native'; amount: bigint }

/** A provider's best route for a request. */
export type SwapRoute = {
  /** Who routes it (`uniswap-v2`, `uniswap-v3`, an aggregator's name). */
  provider: string
  /** Tokens the swap passes through (the wrapped coin stands for the native one). */
  tokenPath: Address[]
  /** Each hop's fee tier (v3 hundredths of a basis point; v2 3000). */
  fees: number[]
  amountOut: bigint
  /** Percent the amount out falls short of the route's spot price, fees excluded (undefined: unknown). */
  priceImpact: number | undefined
  /** The liquidity providers' cut, percent of the amount in. */
  feePercent: number
  /** The contract the swap is sent to (and that the from token must be approved to). */
  router: Address
}

/** A transaction ready to sign. */
export type SwapCall = { to: Address; data: Hex; value: bigint; gas: bigint }

/**
 * Where quotes and swap transactions come from. The server has one on-chain provider (Uniswap v2/v3 read
 * through the operator's RPC, `createUniswapProvider`); an operator who wants an aggregator implements this
 * interface over its API and passes it to `createApp({ convert: { providers } })` — the best quote of all
 * providers wins, and its `build` makes the transaction.
 */
export interface SwapProvider {
  readonly name: string
  /** The chains it serves (CAIP-2). */
  chains(): string[]
  /** Contracts a token must be approved to before this provider's swaps on the chain. */
  spenders(chainId: string): Address[]
  /** The best route, or undefined when it has none (no pool, no liquidity for that amount). */
  quote(request: SwapRequest): Promise<SwapRoute | undefined>
  /** The transaction for a route it quoted. */
  build(
    request: SwapRequest,
    route: SwapRoute,
    options: { recipient: Address; amountOutMin: bigint; deadline: bigint },
  ): Promise<SwapCall>
}

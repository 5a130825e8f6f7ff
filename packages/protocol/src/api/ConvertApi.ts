import { z } from 'zod/mini'

/**
 * `/v1/convert/*` (SPEC §7): the swap calls of AppKit's `BlockchainApiController` (`fetchSwapTokens`,
 * `fetchSwapQuote`, `fetchSwapAllowance`, `fetchGasPrice`, `generateApproveCalldata`, `generateSwapCalldata`),
 * same names and shapes. Addresses are CAIP-10 (`eip155:1:0x…`); amounts are integer strings in the token's
 * smallest unit; the native coin is `0xeeee…eeee`.
 */
export const ConvertApiPath = {
  tokens: '/v1/convert/tokens',
  quotes: '/v1/convert/quotes',
  allowance: '/v1/convert/allowance',
  gasPrice: '/v1/convert/gas-price',
  buildApprove: '/v1/convert/build-approve',
  buildTransaction: '/v1/convert/build-transaction',
} as const

/** The address AppKit (and this API) gives the native coin of an EVM chain. */
export const NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** SPEC §9: the default slippage tolerance, in percent (AppKit sends `eip155.slippage: 1`). */
export const CONVERT_SLIPPAGE_TOLERANCE = 1

export const SwapTokenSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  /** CAIP-10 address. */
  address: z.string(),
  decimals: z.number(),
  logoUri: z.string(),
  eip2612: z.optional(z.boolean()),
})
export type SwapToken = z.infer<typeof SwapTokenSchema>

export const ConvertTokensQuerySchema = z.object({ chainId: z.string() })
export const ConvertTokensResponseSchema = z.object({ tokens: z.array(SwapTokenSchema) })
export type ConvertTokensResponse = z.infer<typeof ConvertTokensResponseSchema>

export const ConvertQuotesQuerySchema = z.object({
  amount: z.string(),
  userAddress: z.string(),
  from: z.string(),
  to: z.string(),
  gasPrice: z.optional(z.string()),
})
export type ConvertQuotesQuery = z.infer<typeof ConvertQuotesQuerySchema>

/** One quote. AppKit reads `toAmount`; `priceImpact`, `fee` and `route` are Gangway's additions. */
export const SwapQuoteSchema = z.object({
  id: z.nullable(z.string()),
  fromAmount: z.string(),
  fromAccount: z.string(),
  toAmount: z.string(),
  toAccount: z.string(),
  /** Percent the amount out falls short of the route's spot price (fees excluded). */
  priceImpact: z.optional(z.number()),
  /** The liquidity providers' fee: percent of the amount in, and that amount in the from token's units. */
  fee: z.optional(z.object({ percent: z.number(), amount: z.string() })),
  /** How the swap goes: the provider (`uniswap-v2`, `uniswap-v3`, an aggregator) and the CAIP-10 token path. */
  route: z.optional(
    z.object({ provider: z.string(), path: z.array(z.string()), fees: z.optional(z.array(z.number())) }),
  ),
})
export type SwapQuote = z.infer<typeof SwapQuoteSchema>
export const ConvertQuotesResponseSchema = z.object({ quotes: z.array(SwapQuoteSchema) })
export type ConvertQuotesResponse = z.infer<typeof ConvertQuotesResponseSchema>

export const ConvertAllowanceQuerySchema = z.object({ tokenAddress: z.string(), userAddress: z.string() })
export const ConvertAllowanceResponseSchema = z.object({ allowance: z.string() })
export type ConvertAllowanceResponse = z.infer<typeof ConvertAllowanceResponseSchema>

export const ConvertGasPriceQuerySchema = z.object({ chainId: z.string() })
/** Wei per gas, as integer strings. */
export const ConvertGasPriceResponseSchema = z.object({ standard: z.string(), fast: z.string(), instant: z.string() })
export type ConvertGasPriceResponse = z.infer<typeof ConvertGasPriceResponseSchema>

export const ConvertBuildApproveQuerySchema = z.object({
  userAddress: z.string(),
  from: z.string(),
  to: z.string(),
  /** Smallest units to approve; absent = unlimited. */
  amount: z.optional(z.string()),
})
/** `tx.from` is the token (the contract the approval is sent to, as AppKit reads it), `tx.to` the spender. */
export const ConvertBuildApproveResponseSchema = z.object({
  tx: z.object({
    from: z.string(),
    to: z.string(),
    data: z.string(),
    value: z.string(),
    eip155: z.object({ gas: z.number(), gasPrice: z.string() }),
  }),
})
export type ConvertBuildApproveResponse = z.infer<typeof ConvertBuildApproveResponseSchema>

export const ConvertBuildTransactionRequestSchema = z.object({
  userAddress: z.string(),
  from: z.string(),
  to: z.string(),
  amount: z.string(),
  eip155: z.optional(z.object({ slippage: z.union([z.number(), z.string()]), permit: z.optional(z.string()) })),
  projectId: z.optional(z.string()),
  disableEstimate: z.optional(z.boolean()),
})
export type ConvertBuildTransactionRequest = z.infer<typeof ConvertBuildTransactionRequestSchema>
/** `tx.to` is the router to call, `tx.amount` the amount in; `value` (Gangway's) the wei to send with it. */
export const ConvertBuildTransactionResponseSchema = z.object({
  tx: z.object({
    from: z.string(),
    to: z.string(),
    data: z.string(),
    amount: z.string(),
    value: z.string(),
    eip155: z.object({ gas: z.string(), gasPrice: z.string() }),
  }),
})
export type ConvertBuildTransactionResponse = z.infer<typeof ConvertBuildTransactionResponseSchema>

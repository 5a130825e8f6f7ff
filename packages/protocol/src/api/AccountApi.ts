import { z } from 'zod/mini'

/** One token balance of `GET /v1/account/{address}/balance` (SPEC §3 "Token balance"). */
export const TokenBalanceSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  chainId: z.string(),
  /** CAIP-10 address of the token contract; absent for the native coin. */
  address: z.optional(z.string()),
  value: z.number(),
  price: z.number(),
  quantity: z.object({ decimals: z.string(), numeric: z.string() }),
  iconUrl: z.string(),
})
export type TokenBalance = z.infer<typeof TokenBalanceSchema>
export const BalancesResponseSchema = z.object({ balances: z.array(TokenBalanceSchema) })
export type BalancesResponse = z.infer<typeof BalancesResponseSchema>

export const TransferDirectionSchema = z.enum(['in', 'out', 'self'])

/** One transfer of a transaction, seen from the address asked about. */
export const TransactionTransferSchema = z.object({
  direction: TransferDirectionSchema,
  /** Whole units as a decimal string (ERC-721: "1"). */
  quantity: z.object({ numeric: z.string(), decimals: z.number() }),
  fungible_info: z.optional(
    z.object({ name: z.string(), symbol: z.string(), icon: z.nullable(z.object({ url: z.string() })) }),
  ),
  nft_info: z.optional(
    z.object({
      name: z.string(),
      /** A data: URI or null (the dialog shows a placeholder); never a third-party URL. */
      image: z.nullable(z.string()),
      is_spam: z.boolean(),
      token_id: z.string(),
      contract: z.string(),
    }),
  ),
})
export type TransactionTransfer = z.infer<typeof TransactionTransferSchema>

/** A transaction of `GET /v1/account/{address}/history` (SPEC §3 "Transaction"). */
export const TransactionSchema = z.object({
  id: z.string(),
  metadata: z.object({
    operationType: z.enum(['send', 'receive', 'mint', 'execute']),
    hash: z.string(),
    /** ISO 8601. */
    minedAt: z.string(),
    /** CAIP-2 chain id. */
    chain: z.string(),
    status: z.enum(['confirmed', 'failed', 'pending']),
    sentFrom: z.string(),
    sentTo: z.nullable(z.string()),
  }),
  transfers: z.array(TransactionTransferSchema),
})
export type Transaction = z.infer<typeof TransactionSchema>
export const HistoryResponseSchema = z.object({ data: z.array(TransactionSchema), next: z.nullable(z.string()) })
export type HistoryResponse = z.infer<typeof HistoryResponseSchema>

/** An ERC-721 token held by an address (`GET /v1/account/{address}/nfts`). */
export const NftSchema = z.object({
  /** CAIP-2 chain id. */
  chainId: z.string(),
  /** CAIP-10 address of the collection contract. */
  contract: z.string(),
  tokenId: z.string(),
  name: z.string(),
  collection: z.object({ name: z.nullable(z.string()), symbol: z.nullable(z.string()) }),
  image: z.nullable(z.string()),
  is_spam: z.boolean(),
})
export type Nft = z.infer<typeof NftSchema>
export const NftsResponseSchema = z.object({ data: z.array(NftSchema) })
export type NftsResponse = z.infer<typeof NftsResponseSchema>

export const IdentityResponseSchema = z.object({ name: z.nullable(z.string()), avatar: z.nullable(z.string()) })
export type IdentityResponse = z.infer<typeof IdentityResponseSchema>

/** Transactions per history page unless `limit` says otherwise (at most 100). */
export const HISTORY_PAGE_SIZE = 20

/** `POST /v1/fungible/price`: at most this many addresses per request. */
export const FUNGIBLE_PRICE_MAX_ADDRESSES = 100

/**
 * `POST /v1/fungible/price` (AppKit's `fetchTokenPrice`): CAIP-10 token addresses, the native coin of an EVM
 * chain as `0xeeee…eeee` (a swap token's address), priced in `currency` (default `usd`).
 */
export const FungiblePriceRequestSchema = z.object({
  currency: z.optional(z.string()),
  addresses: z.array(z.string()).check(z.maxLength(FUNGIBLE_PRICE_MAX_ADDRESSES)),
})
export type FungiblePriceRequest = z.infer<typeof FungiblePriceRequestSchema>
export const FungiblePriceResponseSchema = z.object({
  fungibles: z.array(
    z.object({ address: z.string(), name: z.nullable(z.string()), symbol: z.nullable(z.string()), price: z.number() }),
  ),
})
export type FungiblePriceResponse = z.infer<typeof FungiblePriceResponseSchema>

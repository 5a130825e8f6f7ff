import { z } from 'zod/mini'
import { DEFAULT_SWAP_DEXES } from '../convert/defaultSwapDexes.ts'
import { type SwapDexes, SwapDexSchema } from '../convert/SwapDexes.ts'
import { envJson as json } from './envReaders.ts'

/** The schemas of the server's JSON environment variables (read by `loadConfig`). */
const TokenEntrySchema = (address: RegExp, message: string) =>
  z.array(
    z.object({
      address: z.string().check(z.regex(address, message)),
      name: z.string(),
      symbol: z.string(),
      decimals: z.int().check(z.nonnegative()),
    }),
  )
/** eip155 chains list ERC-20s by 0x address, solana chains SPL mints by base58 address. */
export const TokenListsSchema = z
  .record(
    z
      .string()
      .check(z.regex(/^(eip155|solana):[-a-zA-Z0-9]{1,64}$/, 'keys must be eip155: or solana: CAIP-2 chain ids')),
    z.array(z.unknown()),
  )
  .check(
    z.superRefine((lists, ctx) => {
      for (const [chainId, list] of Object.entries(lists)) {
        const schema = chainId.startsWith('solana:')
          ? TokenEntrySchema(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, 'must be a base58 mint address')
          : TokenEntrySchema(/^0x[0-9a-fA-F]{40}$/, 'must be a 0x address')
        const result = schema.safeParse(list)
        if (!result.success) {
          const issue = result.error.issues[0]
          ctx.addIssue({
            code: 'custom',
            path: [chainId, ...(issue?.path ?? [])] as PropertyKey[],
            message: issue?.message ?? 'invalid',
          })
        }
      }
    }),
  )
/** `SWAP_DEXES`: chains to add or replace over the defaults; `null` removes a default chain. */
const SwapDexesOverrideSchema = z.record(
  z.string().check(z.regex(/^eip155:[0-9]{1,20}$/, 'keys must be eip155 CAIP-2 chain ids')),
  z.nullable(SwapDexSchema),
)
export const loadSwapDexes = (value: string | undefined): SwapDexes => {
  const merged: Record<string, SwapDexes[string] | null> = {
    ...DEFAULT_SWAP_DEXES,
    ...json('SWAP_DEXES', SwapDexesOverrideSchema, value, {}),
  }
  return Object.fromEntries(Object.entries(merged).filter(([, dex]) => dex !== null)) as SwapDexes
}
export const PriceTableSchema = z.record(z.string(), z.record(z.string(), z.number()))

export const UpstreamsSchema = z.record(
  z.string().check(z.regex(/^[a-z0-9-]{3,8}:[-a-zA-Z0-9]{1,64}$/, 'keys must be CAIP-2 chain ids')),
  z.string().check(z.regex(/^https?:\/\//, 'must be an http(s) URL')),
)

export const RpcMethodsSchema = z.record(
  z
    .string()
    .check(
      z.regex(/^(\*|[a-z0-9-]{3,8}:(\*|[-a-zA-Z0-9]{1,64}))$/, 'keys must be CAIP-2 chain ids, <namespace>:* or *'),
    ),
  z.array(z.string().check(z.regex(/^[A-Za-z0-9_]{1,64}$/, 'must be JSON-RPC method names'))),
)

export const StartBlocksSchema = z.record(
  z.string().check(z.regex(/^eip155:\d+$/, 'keys must be CAIP-2 EVM chain ids')),
  z.union([z.int().check(z.nonnegative()), z.literal('head')]),
)

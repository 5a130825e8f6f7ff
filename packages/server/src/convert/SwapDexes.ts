import { z } from 'zod/mini'

const address = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 0x address'))

/**
 * The DEX contracts of one chain: the wrapped native coin, and Uniswap v2 (factory, Router02) and/or v3
 * (factory, QuoterV2, and a router speaking `SwapRouter` — deadline in the params — or `SwapRouter02`).
 */
export const SwapDexSchema = z.object({
  weth: address,
  v2: z.optional(z.object({ factory: address, router: address })),
  v3: z.optional(
    z.object({
      factory: address,
      quoter: address,
      router: address,
      routerKind: z.enum(['SwapRouter', 'SwapRouter02']),
    }),
  ),
})
export type SwapDex = z.infer<typeof SwapDexSchema>

/** `SWAP_DEXES`: per CAIP-2 eip155 chain id. */
export const SwapDexesSchema = z.record(
  z.string().check(z.regex(/^eip155:[0-9]{1,20}$/, 'keys must be eip155 CAIP-2 chain ids')),
  SwapDexSchema,
)
export type SwapDexes = z.infer<typeof SwapDexesSchema>

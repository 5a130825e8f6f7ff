import { z } from 'zod/mini'
import { CaipNetworkIdSchema } from './caip.ts'
import { ChainNamespaceSchema } from './chainNamespace.ts'

const nonEmpty = () => z.string().check(z.minLength(1))

/**
 * A network the dialog can use (SPEC §3). `id` is the chain's own id (number for EVM, string otherwise). A
 * network reached through WalletConnect alone (a namespace Gangway has no adapter for: Sui, TON …) may list
 * no RPC URL — the kit never reads its chain; the kit asks one of every other network (`toCaipNetwork`).
 */
export const NetworkSchema = z.object({
  id: z.union([z.int().check(z.positive()), nonEmpty()]),
  name: nonEmpty(),
  caipNetworkId: CaipNetworkIdSchema,
  chainNamespace: ChainNamespaceSchema,
  nativeCurrency: z.object({ name: z.string(), symbol: z.string(), decimals: z.int().check(z.nonnegative()) }),
  rpcUrls: z.looseObject({ default: z.object({ http: z.array(z.string()) }) }),
  blockExplorers: z.optional(z.looseObject({ default: z.object({ name: z.string(), url: z.string() }) })),
  testnet: z.optional(z.boolean()),
  assets: z.optional(z.object({ imageId: z.optional(z.string()), imageUrl: z.optional(z.string()) })),
})
export type Network = z.infer<typeof NetworkSchema>

import { z } from 'zod'
import { CaipNetworkIdSchema } from './caip.ts'
import { ChainNamespaceSchema } from './chainNamespace.ts'

/** A network the dialog can use (SPEC §3). `id` is the chain's own id (number for EVM, string otherwise). */
export const NetworkSchema = z.object({
  id: z.union([z.number().int().positive(), z.string().min(1)]),
  name: z.string().min(1),
  caipNetworkId: CaipNetworkIdSchema,
  chainNamespace: ChainNamespaceSchema,
  nativeCurrency: z.object({ name: z.string(), symbol: z.string(), decimals: z.number().int().min(0) }),
  rpcUrls: z.object({ default: z.object({ http: z.array(z.string()).min(1) }) }).catchall(z.unknown()),
  blockExplorers: z
    .object({ default: z.object({ name: z.string(), url: z.string() }) })
    .catchall(z.unknown())
    .optional(),
  testnet: z.boolean().optional(),
  assets: z.object({ imageId: z.string().optional(), imageUrl: z.string().optional() }).optional(),
})
export type Network = z.infer<typeof NetworkSchema>

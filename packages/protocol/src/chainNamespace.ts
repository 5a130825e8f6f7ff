import { z } from 'zod/mini'

/** Chain namespaces (CAIP-2) the product knows. */
export const CHAIN_NAMESPACES = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'] as const
export const ChainNamespaceSchema = z.enum(CHAIN_NAMESPACES)
export type ChainNamespace = z.infer<typeof ChainNamespaceSchema>

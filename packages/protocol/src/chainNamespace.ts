import { z } from 'zod/mini'

/** Chain namespaces (CAIP-2) Gangway has built-in support for (SPEC §1). */
export const CHAIN_NAMESPACES = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'] as const
export type KnownChainNamespace = (typeof CHAIN_NAMESPACES)[number]
/**
 * A CAIP-2 namespace: one of SPEC §1's, or any other a site reaches through WalletConnect alone (`sui`, `ton`,
 * `tron`, `stellar` …) — AppKit's `ChainNamespace<T>` likewise takes any string beside its own.
 */
export type ChainNamespace = KnownChainNamespace | (string & {})
/** CAIP-2's namespace syntax: 3 to 8 characters of `[-a-z0-9]`. */
export const CHAIN_NAMESPACE_PATTERN = /^[-a-z0-9]{3,8}$/
export const ChainNamespaceSchema = /* @__PURE__ */ z
  .string()
  .check(z.regex(CHAIN_NAMESPACE_PATTERN, 'not a CAIP-2 namespace')) as unknown as z.ZodMiniType<ChainNamespace>

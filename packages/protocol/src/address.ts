import { z } from 'zod/mini'

/** EVM address: 40 hex digits, optional 0x (SPEC §5). */
export const EvmAddressSchema = z.string().check(z.regex(/^(0x)?[0-9a-fA-F]{40}$/, 'Invalid EVM address'))

/** Solana address: 32 to 44 base58 characters (SPEC §5). */
export const SolanaAddressSchema = z.string().check(z.regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, 'Invalid Solana address'))

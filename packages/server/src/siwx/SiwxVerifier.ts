import type { SiwxCreateSessionRequest } from '@gangway/protocol'

/**
 * Checks one namespace's signed sign-in messages (eip155 and Solana's SIWS; Bitcoin's BIP-322 plugs in
 * beside them). `verify` throws a `SiwxError` when the message text does not parse, differs from `data` in any
 * field, or the signature is not `data.accountAddress`'s; it changes nothing.
 */
export type SiwxVerifier = {
  verify(session: SiwxCreateSessionRequest, now: Date): Promise<void>
  /** The address as sessions are looked up (eip155: lowercase, addresses are case-insensitive; solana: as is). */
  addressKey(address: string): string
}

/** Verifiers by CAIP-2 namespace; a namespace with none gets `SIWX_CHAIN_UNSUPPORTED`. */
export type SiwxVerifiers = Readonly<Record<string, SiwxVerifier>>

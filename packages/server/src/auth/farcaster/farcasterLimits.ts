/** Timings and limits of the Farcaster sign-in (SPEC §9 names none; our choices, see the README). */
export const FarcasterLimits = {
  /** A sign-in nonce lives as long as a relay channel: 10 minutes (like the SIWX nonces and the codes). */
  NONCE_TTL_MS: 10 * 60_000,
  /** 128 random bits as hex (letters and digits, as EIP-4361 wants). */
  NONCE_BYTES: 16,
  /** Longest signed message accepted (a SIWF message is about 400 characters). */
  MESSAGE_MAX_CHARS: 4096,
  /** Longest signature, as hex (room for an ERC-6492 wrapped contract-wallet signature). */
  SIGNATURE_MAX_CHARS: 16_384,
  /** Longest username kept (Farcaster names are at most 16 characters; ENS names a little longer). */
  USERNAME_MAX_CHARS: 64,
} as const

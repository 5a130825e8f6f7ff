import { SIWX_ACCOUNT_PLACEHOLDER } from '@gangway/protocol'

/** Fixed values of `@gangway/siwx`. */

/** AppKit's stand-in for the address of an embedded wallet that is not known yet; the frame substitutes it. */
export const ACCOUNT_ADDRESS_PLACEHOLDER = SIWX_ACCOUNT_PLACEHOLDER

/** `LocalStorage`'s default key (AppKit's is `@appkit/siwx`). */
export const DEFAULT_STORAGE_KEY = '@gangway/siwx'

/** Length of the default nonce: 20 alphanumerics ≈ 119 random bits (EIP-4361 needs ≥ 8 alphanumerics). */
export const NONCE_LENGTH = 20

/** How far in the future a message's `issuedAt` may be (the signing device's clock may run ahead). */
export const CLOCK_SKEW_MS = 60_000

/** How many issued, not yet used nonces a config remembers (the oldest are forgotten first). */
export const ISSUED_NONCE_LIMIT = 100

/** The message version of EIP-4361 and CAIP-122. */
export const MESSAGE_VERSION = '1'

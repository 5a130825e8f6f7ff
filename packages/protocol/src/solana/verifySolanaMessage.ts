import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'

/** Why a Solana message signature was refused: the address, the signature's encoding, a weak key, or the signature. */
export type SolanaMessageRefusal = 'address' | 'encoding' | 'weakKey' | 'signature'

export type SolanaMessageVerification =
  | { valid: true }
  | { valid: false; refusal: SolanaMessageRefusal; reason: string }

const fail = (refusal: SolanaMessageRefusal, reason: string): SolanaMessageVerification => ({
  valid: false,
  refusal,
  reason,
})

const decode = (text: string): Uint8Array | undefined => {
  try {
    return base58.decode(text)
  } catch {
    return undefined
  }
}

/**
 * Checks a Solana message signature (`signMessage`'s answer, base58) by `address` (the base58 ed25519 public
 * key) over the UTF-8 bytes of `message`, as RFC 8032 / NIST FIPS 186-5 strictly say (`@noble/curves`'s
 * ed25519 with `zip215: false`): the key and the signature's R must be canonical encodings of curve points,
 * S below the group order, and the key must not be of small order — the identity point, say, for which
 * R = identity and S = 0 "verify" any message under a cofactorless check (OpenSSL's, WebCrypto's). Such keys
 * have no private key anyone could prove, so refusing them refuses no real account.
 * Never throws: anything malformed is `{ valid: false, refusal, reason }`.
 */
export function verifySolanaMessage(address: string, message: string, signature: string): SolanaMessageVerification {
  const publicKey = decode(address)
  if (publicKey?.length !== 32) return fail('address', 'The address is not a Solana address (a 32-byte base58 key)')
  const signatureBytes = decode(signature)
  if (signatureBytes?.length !== 64) {
    return fail('encoding', 'The signature is not base58 of a 64-byte ed25519 signature')
  }
  let point: ReturnType<typeof ed25519.ExtendedPoint.fromHex>
  try {
    point = ed25519.ExtendedPoint.fromHex(publicKey) // strict (RFC 8032) decoding by default
  } catch {
    return fail('weakKey', 'The address is not an ed25519 public key (not a canonical curve point)')
  }
  if (point.isSmallOrder()) {
    return fail('weakKey', 'The address is a small-order ed25519 point, which no one holds a key for')
  }
  const valid = ed25519.verify(signatureBytes, new TextEncoder().encode(message), publicKey, { zip215: false })
  return valid ? { valid: true } : fail('signature', `The signature is not ${address}'s`)
}

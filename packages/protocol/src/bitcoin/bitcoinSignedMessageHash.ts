import { sha256 } from '@noble/hashes/sha2.js'
import { CompactSize } from '@scure/btc-signer'

const PREFIX = new TextEncoder().encode('\x18Bitcoin Signed Message:\n')

/**
 * The hash a legacy ("ECDSA", BIP-137 / Bitcoin Core `signmessage`) signature signs: double SHA-256 of
 * `\x18Bitcoin Signed Message:\n` ‖ compact-size length ‖ the message's UTF-8 bytes.
 */
export function bitcoinSignedMessageHash(message: string): Uint8Array {
  const bytes = new TextEncoder().encode(message)
  const length = CompactSize.encode(BigInt(bytes.length))
  const data = new Uint8Array(PREFIX.length + length.length + bytes.length)
  data.set(PREFIX, 0)
  data.set(length, PREFIX.length)
  data.set(bytes, PREFIX.length + length.length)
  return sha256(sha256(data))
}

import { NONCE_LENGTH } from '../siwxConstants.ts'

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
/** The largest multiple of 62 below 256: bytes at or above it are drawn again, so every character is equally likely. */
const UNBIASED_LIMIT = 248

/** A random alphanumeric nonce from `crypto.getRandomValues` (EIP-4361: at least 8 alphanumerics). */
export function randomNonce(length: number = NONCE_LENGTH): string {
  if (!Number.isInteger(length) || length < 8) throw new RangeError('A nonce needs at least 8 characters')
  let nonce = ''
  while (nonce.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length * 2))) {
      if (byte < UNBIASED_LIMIT && nonce.length < length) nonce += ALPHABET[byte % ALPHABET.length]
    }
  }
  return nonce
}

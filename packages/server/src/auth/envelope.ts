import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

/** AES-256-GCM of `plain` under `key`: base64 of iv (12) | ciphertext | tag (16). */
function seal(key: Buffer, plain: Buffer): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  const body = Buffer.concat([cipher.update(plain), cipher.final()])
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64')
}

function open(key: Buffer, sealed: string): Buffer {
  const bytes = Buffer.from(sealed, 'base64')
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12))
  decipher.setAuthTag(bytes.subarray(bytes.length - 16))
  return Buffer.concat([decipher.update(bytes.subarray(12, bytes.length - 16)), decipher.final()])
}

export type Envelope = {
  /** Encrypts a secret under a fresh data key, itself wrapped by the master key. */
  encrypt(secret: string): { ciphertext: string; wrappedKey: string }
  decrypt(sealed: { ciphertext: string; wrappedKey: string }): string
  /** A key for another purpose, derived from the master key (HKDF-SHA256). */
  derive(purpose: string): Buffer
}

/**
 * Envelope encryption: every secret gets its own random 256-bit data key (AES-256-GCM); the data key is
 * stored wrapped by the 256-bit master key, which lives only in the server's environment.
 */
export function createEnvelope(masterKey: Buffer): Envelope {
  if (masterKey.length !== 32) throw new Error('The master key must be 32 bytes')
  return {
    encrypt(secret) {
      const dataKey = randomBytes(32)
      return { ciphertext: seal(dataKey, Buffer.from(secret, 'utf8')), wrappedKey: seal(masterKey, dataKey) }
    },
    decrypt({ ciphertext, wrappedKey }) {
      return open(open(masterKey, wrappedKey), ciphertext).toString('utf8')
    },
    derive: (purpose) => Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), `gangway ${purpose}`, 32)),
  }
}

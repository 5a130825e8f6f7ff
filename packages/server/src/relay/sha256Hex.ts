import * as crypto from 'node:crypto'

/**
 * SHA-256 of a text, in hex: Node's one-shot `crypto.hash` (Node ≥ 20.12: no Hash object per call; every
 * publish is hashed), else a `createHash`.
 */
export const sha256Hex: (text: string) => string =
  typeof crypto.hash === 'function'
    ? (text) => crypto.hash('sha256', text, 'hex')
    : (text) => crypto.createHash('sha256').update(text).digest('hex')

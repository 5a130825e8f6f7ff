import { describe, expect, it } from 'vitest'
import { randomNonce } from './randomNonce.ts'

describe('randomNonce', () => {
  it('is alphanumeric, of the asked length (default 20), different every time', () => {
    const nonces = new Set(Array.from({ length: 200 }, () => randomNonce()))
    expect(nonces.size).toBe(200)
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9]{20}$/)
    expect(randomNonce(8)).toMatch(/^[A-Za-z0-9]{8}$/)
  })

  it('uses the whole alphabet and refuses fewer than 8 characters (EIP-4361)', () => {
    const seen = new Set(randomNonce(5000))
    expect(seen.size).toBe(62)
    expect(() => randomNonce(7)).toThrow(RangeError)
  })
})

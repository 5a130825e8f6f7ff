import { generateKeyPairSync, sign } from 'node:crypto'
import { base58 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { verifySolanaMessage } from './verifySolanaMessage.ts'

/** A real ed25519 key (Node's): its base58 address and a base58 signer. */
function account() {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519')
  const raw = Buffer.from(publicKey.export({ format: 'jwk' }).x as string, 'base64url')
  return {
    address: base58.encode(raw),
    sign: (message: string) => base58.encode(sign(null, Buffer.from(message, 'utf8'), privateKey)),
  }
}
const bytes = (length: number, set: Record<number, number> = {}, fill = 0) => {
  const out = new Uint8Array(length).fill(fill)
  for (const [i, v] of Object.entries(set)) out[Number(i)] = v
  return out
}

describe('verifySolanaMessage', () => {
  it('accepts a real signature and refuses another text, another key and bad encodings', () => {
    const a = account()
    expect(verifySolanaMessage(a.address, 'hello', a.sign('hello'))).toEqual({ valid: true })
    expect(verifySolanaMessage(a.address, 'hello!', a.sign('hello'))).toMatchObject({ refusal: 'signature' })
    expect(verifySolanaMessage(account().address, 'hello', a.sign('hello'))).toMatchObject({ refusal: 'signature' })
    expect(verifySolanaMessage('0OIl', 'hello', a.sign('hello'))).toMatchObject({ refusal: 'address' })
    expect(verifySolanaMessage(a.address, 'hello', `0x${'ab'.repeat(64)}`)).toMatchObject({ refusal: 'encoding' })
    expect(verifySolanaMessage(a.address, 'hello', base58.encode(bytes(32)))).toMatchObject({ refusal: 'encoding' })
  })

  it('refuses the forgery for small-order keys (identity, order 2) and non-canonical encodings', () => {
    const forged = base58.encode(bytes(64, { 0: 1 })) // R = identity, S = 0
    const identity = base58.encode(bytes(32, { 0: 1 }))
    expect(verifySolanaMessage(identity, 'any text', forged)).toMatchObject({
      valid: false,
      refusal: 'weakKey',
      reason: expect.stringContaining('small-order'),
    })
    const orderTwo = base58.encode(bytes(32, { 0: 0xec, 31: 0x7f }, 0xff)) // y = p − 1
    expect(verifySolanaMessage(orderTwo, 'any text', forged)).toMatchObject({ refusal: 'weakKey' })
    const identityNonCanonical = base58.encode(bytes(32, { 0: 0xee, 31: 0x7f }, 0xff)) // y = p + 1
    expect(verifySolanaMessage(identityNonCanonical, 'any text', forged)).toMatchObject({ refusal: 'weakKey' })
    // S + L: a second encoding of a real signature
    const a = account()
    const signature = base58.decode(a.sign('hello'))
    let s = 0n
    for (let i = 31; i >= 0; i--) s = (s << 8n) | BigInt(signature[32 + i] as number)
    const L = 2n ** 252n + 27742317777372353535851937790883648493n
    for (let i = 0; i < 32; i++) signature[32 + i] = Number(((s + L) >> BigInt(8 * i)) & 0xffn)
    expect(verifySolanaMessage(a.address, 'hello', base58.encode(signature))).toMatchObject({ refusal: 'signature' })
  })
})

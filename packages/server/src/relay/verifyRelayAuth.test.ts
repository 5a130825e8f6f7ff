import { decodeJWT, encodeJWT, generateKeyPair, signJWT, verifyJWT } from '@walletconnect/relay-auth'
import { describe, expect, it } from 'vitest'
import { verifyRelayAuth } from './verifyRelayAuth.ts'

const aud = 'wss://relay.example.com'

describe('verifyRelayAuth', () => {
  it('agrees with relay-auth on signatures: valid, forged, signed by another key, payload changed', async () => {
    const key = generateKeyPair()
    const valid = await signJWT('sub', aud, 86_400, key)
    const forged = `${valid.slice(0, -6)}AAAAAA`
    const other = decodeJWT(await signJWT('sub', aud, 86_400, generateKeyPair()))
    const stolen = encodeJWT({ ...decodeJWT(valid), signature: other.signature })
    const changed = encodeJWT({ ...decodeJWT(valid), payload: { ...decodeJWT(valid).payload, sub: 'someone else' } })
    for (const [jwt, ok] of [
      [valid, true],
      [forged, false],
      [stolen, false],
      [changed, false],
    ] as const) {
      expect(await verifyJWT(jwt).catch(() => false)).toBe(ok)
      expect((await verifyRelayAuth(jwt, [aud])).ok).toBe(ok)
    }
  })

  it('accepts the one-day tokens the official clients mint and refuses longer ones', async () => {
    const key = generateKeyPair()
    expect(await verifyRelayAuth(await signJWT('s', aud, 86_400, key), [aud])).toEqual({
      ok: true,
      clientId: decodeJWT(await signJWT('s', aud, 1, key)).payload.iss,
    })
    expect(await verifyRelayAuth(await signJWT('s', aud, 10 * 365 * 86_400, key), [aud])).toEqual({
      ok: false,
      reason: 'auth token lifetime exceeds 86400 seconds',
    })
    expect(
      (await verifyRelayAuth(await signJWT('s', aud, 7 * 86_400, key), [aud], { maxLifetimeSeconds: 7 * 86_400 })).ok,
    ).toBe(true)
  })
})

import { generateKeyPairSync, verify } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { APPLE_CLIENT_SECRET_TTL_SECONDS, appleClientSecret } from './appleClientSecret.ts'

describe("Sign in with Apple's client secret", () => {
  const keys = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const pem = keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()
  const now = Date.UTC(2026, 0, 2, 3, 4, 5)
  const jwt = appleClientSecret(
    { teamId: 'TEAM123456', keyId: 'KEY1234567', privateKeyPem: pem },
    'com.shop.web',
    'https://appleid.apple.com',
    now,
  )
  const [header, claims, signature] = jwt.split('.') as [string, string, string]
  const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))

  it('is an ES256 JWT naming the key, with the claims Apple requires', () => {
    expect(decode(header)).toEqual({ alg: 'ES256', kid: 'KEY1234567', typ: 'JWT' })
    const iat = Math.floor(now / 1000)
    expect(decode(claims)).toEqual({
      iss: 'TEAM123456',
      sub: 'com.shop.web',
      aud: 'https://appleid.apple.com',
      iat,
      exp: iat + APPLE_CLIENT_SECRET_TTL_SECONDS,
    })
  })

  it("verifies with the key's public half (raw r‖s, 64 bytes) and not with another key", () => {
    const raw = Buffer.from(signature, 'base64url')
    expect(raw).toHaveLength(64)
    const input = Buffer.from(`${header}.${claims}`)
    expect(verify('sha256', input, { key: keys.publicKey, dsaEncoding: 'ieee-p1363' }, raw)).toBe(true)
    const other = generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey
    expect(verify('sha256', input, { key: other, dsaEncoding: 'ieee-p1363' }, raw)).toBe(false)
    const tampered = Buffer.from(`${header}.${claims.slice(0, -2)}x`)
    expect(verify('sha256', tampered, { key: keys.publicKey, dsaEncoding: 'ieee-p1363' }, raw)).toBe(false)
  })
})

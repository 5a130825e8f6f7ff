import { createPublicKey, verify } from 'node:crypto'
import { decodeIss, decodeJWT } from '@walletconnect/relay-auth'

export const AUTH_LEEWAY_SECONDS = 120

export type AuthResult = { ok: true; clientId: string } | { ok: false; reason: string }

/** The longest token lifetime accepted by default: the official clients mint one-day tokens. */
export const DEFAULT_MAX_TOKEN_LIFETIME_SECONDS = 24 * 3600

/**
 * Checks the `auth` JWT of a relay connection: not expired, not issued in the future (120 s leeway either
 * way), a lifetime (exp − iat) of at most `maxLifetimeSeconds` (+ leeway), `aud` one of this relay's public
 * URLs, and — last, as the costliest — the ed25519 signature of its `did:key` issuer. Decoding is
 * relay-auth's; the signature is checked with Node's native Ed25519 (relay-auth's own check is pure
 * JavaScript, some 100 times slower: milliseconds per connection). The client id is the issuer.
 */
export async function verifyRelayAuth(
  jwt: string | null,
  audiences: readonly string[],
  options: { nowSeconds?: number; maxLifetimeSeconds?: number } = {},
): Promise<AuthResult> {
  const nowSeconds = options.nowSeconds ?? Math.floor(Date.now() / 1000)
  const maxLifetime = options.maxLifetimeSeconds ?? DEFAULT_MAX_TOKEN_LIFETIME_SECONDS
  if (!jwt) return { ok: false, reason: 'auth token missing' }
  let decoded: ReturnType<typeof decodeJWT>
  let payload: { iss?: string; aud?: string; iat?: number; exp?: number }
  try {
    decoded = decodeJWT(jwt)
    payload = decoded.payload as typeof payload
  } catch {
    return { ok: false, reason: 'auth token malformed' }
  }
  if (typeof payload.iss !== 'string' || !payload.iss.startsWith('did:key:z')) {
    return { ok: false, reason: 'auth token issuer is not a did:key' }
  }
  if (typeof payload.exp !== 'number' || payload.exp + AUTH_LEEWAY_SECONDS < nowSeconds) {
    return { ok: false, reason: 'auth token expired' }
  }
  if (typeof payload.iat !== 'number' || payload.iat - AUTH_LEEWAY_SECONDS > nowSeconds) {
    return { ok: false, reason: 'auth token issued in the future' }
  }
  if (payload.exp - payload.iat > maxLifetime + AUTH_LEEWAY_SECONDS) {
    return { ok: false, reason: `auth token lifetime exceeds ${maxLifetime} seconds` }
  }
  const aud = (payload.aud ?? '').replace(/\/+$/, '')
  if (!audiences.some((a) => a.replace(/\/+$/, '') === aud)) {
    return { ok: false, reason: `auth token audience ${payload.aud} is not this relay` }
  }
  if (!signatureValid(decoded, payload.iss)) return { ok: false, reason: 'auth token signature invalid' }
  return { ok: true, clientId: payload.iss }
}

function signatureValid(decoded: ReturnType<typeof decodeJWT>, issuer: string): boolean {
  try {
    if (decoded.header.alg !== 'EdDSA') return false
    const x = Buffer.from(decodeIss(issuer)).toString('base64url')
    const key = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x }, format: 'jwk' })
    return verify(null, decoded.data, key, decoded.signature)
  } catch {
    return false
  }
}

import { decodeJWT, verifyJWT } from '@walletconnect/relay-auth'

export const AUTH_LEEWAY_SECONDS = 120

export type AuthResult = { ok: true; clientId: string } | { ok: false; reason: string }

/** The longest token lifetime accepted by default: the official clients mint one-day tokens. */
export const DEFAULT_MAX_TOKEN_LIFETIME_SECONDS = 24 * 3600

/**
 * Checks the `auth` JWT of a relay connection: an ed25519 `did:key` issuer's signature (relay-auth), not
 * expired, not issued in the future (120 s leeway either way), a lifetime (exp − iat) of at most
 * `maxLifetimeSeconds` (+ leeway), and `aud` one of this relay's public URLs. The client id is the issuer.
 */
export async function verifyRelayAuth(
  jwt: string | null,
  audiences: readonly string[],
  options: { nowSeconds?: number; maxLifetimeSeconds?: number } = {},
): Promise<AuthResult> {
  const nowSeconds = options.nowSeconds ?? Math.floor(Date.now() / 1000)
  const maxLifetime = options.maxLifetimeSeconds ?? DEFAULT_MAX_TOKEN_LIFETIME_SECONDS
  if (!jwt) return { ok: false, reason: 'auth token missing' }
  let payload: { iss?: string; aud?: string; iat?: number; exp?: number }
  try {
    payload = decodeJWT(jwt).payload as typeof payload
  } catch {
    return { ok: false, reason: 'auth token malformed' }
  }
  if (typeof payload.iss !== 'string' || !payload.iss.startsWith('did:key:z')) {
    return { ok: false, reason: 'auth token issuer is not a did:key' }
  }
  let valid = false
  try {
    valid = await verifyJWT(jwt)
  } catch {
    valid = false
  }
  if (!valid) return { ok: false, reason: 'auth token signature invalid' }
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
  return { ok: true, clientId: payload.iss }
}

import { decodeJWT, verifyJWT } from '@walletconnect/relay-auth'

export const AUTH_LEEWAY_SECONDS = 120

export type AuthResult = { ok: true; clientId: string } | { ok: false; reason: string }

/**
 * Checks the `auth` JWT of a relay connection: an ed25519 `did:key` issuer's signature (relay-auth), not
 * expired, not issued in the future (120 s leeway either way), and `aud` one of this relay's public URLs.
 * The client id is the issuer.
 */
export async function verifyRelayAuth(
  jwt: string | null,
  audiences: readonly string[],
  nowSeconds: number = Math.floor(Date.now() / 1000),
): Promise<AuthResult> {
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
  const aud = (payload.aud ?? '').replace(/\/+$/, '')
  if (!audiences.some((a) => a.replace(/\/+$/, '') === aud)) {
    return { ok: false, reason: `auth token audience ${payload.aud} is not this relay` }
  }
  return { ok: true, clientId: payload.iss }
}

import { createHmac, timingSafeEqual } from 'node:crypto'

export type SessionClaims = { sid: string; pid: string; did: string; exp: number }

/** `v1.<claims>.<HMAC-SHA256>`: a short-lived token naming a session, its project and its device. */
export function signSessionToken(key: Buffer, claims: SessionClaims): string {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url')
  return `v1.${body}.${createHmac('sha256', key).update(body).digest('base64url')}`
}

/** The claims of a token this key signed and that has not expired; undefined otherwise. */
export function verifySessionToken(key: Buffer, token: string, now = Date.now()): SessionClaims | undefined {
  const [version, body, mac] = token.split('.')
  if (version !== 'v1' || !body || !mac) return undefined
  const expected = createHmac('sha256', key).update(body).digest()
  const given = Buffer.from(mac, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as SessionClaims
    if (typeof claims.exp !== 'number' || claims.exp <= now) return undefined
    if (typeof claims.sid !== 'string' || typeof claims.pid !== 'string' || typeof claims.did !== 'string') {
      return undefined
    }
    return claims
  } catch {
    return undefined
  }
}

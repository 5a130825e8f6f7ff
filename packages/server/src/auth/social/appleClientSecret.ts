import { createPrivateKey, sign } from 'node:crypto'
import type { AppleKey } from './SocialProvider.ts'

/** How long a made client secret is valid (Apple allows up to 6 months; one is made per code exchange). */
export const APPLE_CLIENT_SECRET_TTL_SECONDS = 300

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

/**
 * Sign in with Apple's client secret: an ES256 JWT signed with the operator's .p8 key — header `kid` = key
 * id; claims `iss` = team id, `sub` = the client (Services) id, `aud` = Apple's issuer, `iat`, `exp`. Node's
 * own ECDSA with `ieee-p1363` gives the raw r‖s signature a JWS needs, so no JOSE library is required.
 */
export function appleClientSecret(key: AppleKey, clientId: string, audience: string, nowMs: number): string {
  const iat = Math.floor(nowMs / 1000)
  const input = `${b64({ alg: 'ES256', kid: key.keyId, typ: 'JWT' })}.${b64({
    iss: key.teamId,
    sub: clientId,
    aud: audience,
    iat,
    exp: iat + APPLE_CLIENT_SECRET_TTL_SECONDS,
  })}`
  const signature = sign('sha256', Buffer.from(input), {
    key: createPrivateKey(key.privateKeyPem),
    dsaEncoding: 'ieee-p1363',
  })
  return `${input}.${signature.toString('base64url')}`
}

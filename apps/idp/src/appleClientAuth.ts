import type { KeyObject } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { jwtVerify } from 'jose'
import { APPLE_KEY_ID, APPLE_TEAM_ID, clientIdOf, clientSecretOf } from './idpClients.ts'

const LIMIT = 56 * 1024

export type AppleClientAuthResult = { ok: true } | { ok: false; reason: string }

/**
 * Apple's token endpoint, stood in for: the `client_secret` of the Apple client must be an ES256 JWT signed
 * with the Apple key (header `kid` = the key id; `iss` = the team id, `sub` = the client id, `aud` = this
 * issuer, not expired, issued at most 6 months before it expires). When it is, the request goes on to
 * oidc-provider with the client's static secret (read here, handed over as `req.body`); when not, the
 * caller answers `invalid_client`. Other clients' requests are left untouched (their body is not read).
 */
export async function appleClientAuth(
  req: IncomingMessage & { body?: string },
  issuer: string,
  applePublicKey: KeyObject,
): Promise<AppleClientAuthResult | undefined> {
  if (req.method !== 'POST' || !(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) {
    return undefined
  }
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req.iterator({ destroyOnReturn: false })) {
    size += (chunk as Buffer).length
    if (size > LIMIT) return { ok: false, reason: 'request entity too large' }
    chunks.push(chunk as Buffer)
  }
  const text = Buffer.concat(chunks).toString('utf8')
  const params = new URLSearchParams(text)
  // the body was read: oidc-provider takes it from req.body
  req.body = text
  if (params.get('client_id') !== clientIdOf('apple')) return undefined
  const secret = params.get('client_secret') ?? ''
  try {
    const { protectedHeader, payload } = await jwtVerify(secret, applePublicKey, {
      algorithms: ['ES256'],
      issuer: APPLE_TEAM_ID,
      subject: clientIdOf('apple'),
      audience: issuer,
      requiredClaims: ['iat', 'exp'],
    })
    if (protectedHeader.kid !== APPLE_KEY_ID) return { ok: false, reason: 'unknown kid' }
    if ((payload.exp as number) - (payload.iat as number) > 15_777_000)
      return { ok: false, reason: 'lifetime over 6 months' }
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) }
  }
  params.set('client_secret', clientSecretOf('apple'))
  req.body = params.toString()
  return { ok: true }
}

import { hasUserinfo, isOriginAllowed } from '@gangway/protocol'
import type { Kysely } from 'kysely'
import { isHex } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import type { Database } from '../../db/Database.ts'
import type { Project } from '../../projects/Project.ts'
import { AuthError, AuthErrorCode } from '../AuthError.ts'
import { checkDeviceId } from '../checkDeviceId.ts'
import type { AuthService, LoginAnswer } from '../createAuthService.ts'
import { createFarcasterVerifier, type FarcasterVerifierOptions } from './createFarcasterVerifier.ts'
import { FarcasterLimits } from './farcasterLimits.ts'
import { farcasterNonces } from './farcasterNonces.ts'

export type FarcasterLoginDeps = {
  db: Kysely<Database>
  auth: AuthService
  /** The chains' upstreams (OP Mainnet's, `eip155:10`, for the registries), timeout and retries. */
  rpc: FarcasterVerifierOptions
  /** The secure frame's origins: shared by every project, so a sign-in message naming one is refused. */
  frameOrigins: readonly string[]
  now?: () => number
}

const badRequest = (message: string) => new AuthError(400, AuthErrorCode.INVALID_REQUEST, message)
const nonceRefused = () =>
  new AuthError(
    401,
    AuthErrorCode.FARCASTER_NONCE_INVALID,
    'This Farcaster sign-in was not started on this device, expired or was used already. Start again',
  )

/**
 * Farcaster sign-in for the secure frame (issue 16 item 4): a nonce for the frame's device, then the
 * message the Farcaster client signed (read by the frame from the relay's channel status) verified — the
 * nonce issued to this device and project and still unused, the URI (no userinfo) on one of the project's
 * allowed origins — never the frame's, which every project shares — with the domain its host, the signature and the fid's custody or auth address on OP Mainnet — and only
 * then the nonce used up and the fid's user, embedded wallet and session made (one wallet per fid and
 * project). A refusal stores nothing and leaves the nonce usable.
 */
export function createFarcasterLogin(deps: FarcasterLoginDeps) {
  const { db, auth, now = Date.now } = deps
  const nonces = farcasterNonces(db, now)
  const verify = createFarcasterVerifier(deps.rpc)

  return {
    async issueNonce(project: Project, deviceInput: unknown): Promise<{ nonce: string; expiresAt: string }> {
      const { nonce, expiresAt } = await nonces.issue(project.id, checkDeviceId(deviceInput))
      return { nonce, expiresAt: expiresAt.toISOString() }
    },

    async connect(project: Project, body: Record<string, unknown>): Promise<LoginAnswer> {
      const deviceId = checkDeviceId(body.deviceId)
      const { message, signature } = body
      if (typeof message !== 'string' || message.length === 0 || message.length > FarcasterLimits.MESSAGE_MAX_CHARS) {
        throw badRequest(`message must be the signed text (at most ${FarcasterLimits.MESSAGE_MAX_CHARS} characters)`)
      }
      if (
        typeof signature !== 'string' ||
        !isHex(signature) ||
        signature.length < 4 ||
        signature.length > FarcasterLimits.SIGNATURE_MAX_CHARS
      ) {
        throw badRequest('signature must be 0x-prefixed hex')
      }
      const username = body.username
      if (
        username !== undefined &&
        username !== null &&
        (typeof username !== 'string' || username.length > FarcasterLimits.USERNAME_MAX_CHARS)
      ) {
        throw badRequest(`username must be text of at most ${FarcasterLimits.USERNAME_MAX_CHARS} characters`)
      }
      let parsed: ReturnType<typeof parseSiweMessage>
      try {
        parsed = parseSiweMessage(message)
      } catch {
        parsed = {}
      }
      if (!parsed.domain || !parsed.uri || !parsed.nonce) {
        throw new AuthError(
          401,
          AuthErrorCode.FARCASTER_INVALID,
          'The Farcaster sign-in was refused: not a SIWF message',
        )
      }
      if (!(await nonces.isLive(project.id, deviceId, parsed.nonce))) throw nonceRefused()
      let uri: URL
      try {
        uri = new URL(parsed.uri)
      } catch {
        throw new AuthError(401, AuthErrorCode.FARCASTER_INVALID, 'The Farcaster sign-in was refused: bad URI')
      }
      if (hasUserinfo(parsed.uri)) {
        throw new AuthError(
          401,
          AuthErrorCode.FARCASTER_INVALID,
          'The Farcaster sign-in was refused: the URI must not carry a user name or password',
        )
      }
      // the message names the project's site (SIWF's domain binding): the frame's origin is every project's,
      // so a message naming it would sign in at whichever project a relayed QR code was made for
      const siteOk =
        (uri.protocol === 'https:' || uri.protocol === 'http:') &&
        !deps.frameOrigins.includes(uri.origin) &&
        isOriginAllowed(uri.origin, project.allowedOrigins)
      if (!siteOk || parsed.domain !== uri.host) {
        throw new AuthError(
          401,
          AuthErrorCode.FARCASTER_INVALID,
          `The Farcaster sign-in was refused: it is for ${parsed.domain}, not this site`,
        )
      }
      const verified = await verify({ nonce: parsed.nonce, domain: parsed.domain, message, signature })
      // every check passed: the nonce is used up now (one winner among parallel sign-ins) — then the user
      if (!(await nonces.consume(project.id, deviceId, parsed.nonce))) throw nonceRefused()
      return auth.signInWithAccount(project.id, deviceId, {
        provider: 'farcaster',
        subject: String(verified.fid),
        username: typeof username === 'string' && username !== '' ? username : null,
      })
    },
  }
}

export type FarcasterLogin = ReturnType<typeof createFarcasterLogin>

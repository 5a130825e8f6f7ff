import { randomBytes } from 'node:crypto'
import {
  ApiErrorCode,
  SiwxCreateSessionRequestSchema,
  type SiwxCreateSessionResponse,
  SiwxErrorCode,
  type SiwxNonceResponse,
  SiwxSessionsQuerySchema,
  type SiwxSessionView,
} from '@gangway/protocol'
import type { Kysely } from 'kysely'
import type { Database } from '../db/Database.ts'
import { checkMessageData } from './checkMessageData.ts'
import { createBip122Verifier } from './createBip122Verifier.ts'
import { createEip155Verifier, type Eip155VerifierOptions } from './createEip155Verifier.ts'
import { createSolanaVerifier } from './createSolanaVerifier.ts'
import { SiwxError } from './SiwxError.ts'
import type { SiwxVerifiers } from './SiwxVerifier.ts'
import { SiwxLimits } from './siwxLimits.ts'
import { siwxNonces } from './siwxNonces.ts'
import { sessionView, siwxSessions } from './siwxSessions.ts'
import { sweepExpiredSiwx } from './sweepExpiredSiwx.ts'

export type SiwxServiceDeps = {
  db: Kysely<Database>
  /** The chains' upstreams, timeout and retries (the `/v1` proxy's), for the eip155 verifier's reads. */
  rpc: Eip155VerifierOptions
  /** Verifiers per namespace added to (or replacing) the built-in eip155, solana and bip122 ones. */
  verifiers?: SiwxVerifiers
  now?: () => number
}

export type SiwxService = ReturnType<typeof createSiwxService>

const unauthorized = () => new SiwxError(401, SiwxErrorCode.UNAUTHORIZED, 'Session Expired')
const TOKEN = /^[A-Za-z0-9_-]{16,128}$/

/** A bearer token from `Authorization: Bearer <token>`; 401 when there is none or it cannot be one. */
export function bearerToken(header: string | undefined): string {
  const token = /^Bearer (\S+)$/i.exec(header ?? '')?.[1]
  if (!token || !TOKEN.test(token)) throw unauthorized()
  return token
}

/**
 * Sign in with X (issue 14 item 4): nonces, verified sign-ins stored as sessions, lookups by token and
 * revocation, all per project. A sign-in stores nothing unless every check passed; its nonce is used up in
 * the same transaction as the session is written.
 */
export function createSiwxService(deps: SiwxServiceDeps) {
  const { db, now = Date.now } = deps
  const verifiers: SiwxVerifiers = {
    eip155: createEip155Verifier(deps.rpc),
    solana: createSolanaVerifier(),
    bip122: createBip122Verifier(),
    ...deps.verifiers,
  }
  const nonces = siwxNonces(db, now)
  const sessions = siwxSessions(db, now)
  const verifierOf = (chainId: string) => {
    const namespace = chainId.split(':')[0] ?? ''
    const verifier = Object.hasOwn(verifiers, namespace) ? verifiers[namespace] : undefined
    if (!verifier) {
      throw new SiwxError(400, SiwxErrorCode.CHAIN_UNSUPPORTED, `Sign in with ${namespace} is not supported`)
    }
    return verifier
  }

  return {
    async issueNonce(projectId: string): Promise<SiwxNonceResponse> {
      const { nonce, expiresAt } = await nonces.issue(projectId)
      return { nonce, expiresAt: expiresAt.toISOString() }
    },

    async createSession(request: {
      projectId: string
      allowedOrigins: readonly string[]
      /** The request's Origin header (required: the page signing in). */
      origin: string | undefined
      body: unknown
    }): Promise<SiwxCreateSessionResponse> {
      const parsed = SiwxCreateSessionRequestSchema.safeParse(request.body)
      if (!parsed.success) {
        const issue = parsed.error.issues[0]
        throw new SiwxError(
          400,
          SiwxErrorCode.INVALID_MESSAGE,
          `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`,
        )
      }
      const session = parsed.data
      const { data } = session
      let origin: string
      try {
        origin = new URL(request.origin ?? '').origin
      } catch {
        throw new SiwxError(403, ApiErrorCode.ORIGIN_NOT_ALLOWED, 'Origin Not Allowed')
      }
      const verifier = verifierOf(data.chainId)
      const at = now()
      const { expiresAt: signedExpiry } = checkMessageData(data, {
        origin,
        allowedOrigins: request.allowedOrigins,
        now: at,
      })
      // an early, cheap refusal of a used or unknown nonce (no chain call for replays); consume() decides
      if (!(await nonces.isLive(request.projectId, data.nonce))) throw nonceInvalid()
      await verifier.verify(session, new Date(at))
      const expiresAt = new Date(
        Math.min(signedExpiry ?? at + SiwxLimits.DEFAULT_SESSION_MS, at + SiwxLimits.MAX_SESSION_MS),
      )
      const token = randomBytes(SiwxLimits.TOKEN_BYTES).toString('base64url')
      const row = await db.transaction().execute(async (tx) => {
        if (!(await nonces.consume(tx, request.projectId, data.nonce))) throw nonceInvalid()
        return sessions.insert(
          tx,
          request.projectId,
          token,
          session,
          verifier.addressKey(data.accountAddress),
          expiresAt,
        )
      })
      return { token, session: sessionView(row) }
    },

    /** The token's live session when it is for this address and chain (`[]` when revoked or expired). */
    async listSessions(projectId: string, token: string, query: unknown): Promise<SiwxSessionView[]> {
      const parsed = SiwxSessionsQuerySchema.safeParse(query)
      if (!parsed.success) {
        const issue = parsed.error.issues[0]
        throw new SiwxError(400, ApiErrorCode.BAD_REQUEST, `${issue?.path.join('.') || 'query'} ${issue?.message}`)
      }
      const found = await sessions.find(projectId, token)
      if (!found) throw unauthorized()
      const { chainId, address } = parsed.data
      const namespace = chainId.split(':')[0] ?? ''
      const key = Object.hasOwn(verifiers, namespace) ? verifiers[namespace]?.addressKey(address) : address
      const matches = found.live && found.row.chain_id === chainId && found.row.address_key === key
      return matches ? [sessionView(found.row)] : []
    },

    /** The token's live session; 401 when it is unknown, revoked or expired. */
    async me(projectId: string, token: string): Promise<SiwxSessionView> {
      const found = await sessions.find(projectId, token)
      if (!found?.live) throw unauthorized()
      return sessionView(found.row)
    },

    /** Signs the token's session out; again (or for a token already gone) changes nothing. */
    async revoke(projectId: string, token: string): Promise<void> {
      await sessions.revoke(projectId, token)
    },

    sweepExpired: () => sweepExpiredSiwx(db, now()),
  }
}

const nonceInvalid = () =>
  new SiwxError(400, SiwxErrorCode.NONCE_INVALID, 'The nonce is unknown, used already or expired: ask for a new one')

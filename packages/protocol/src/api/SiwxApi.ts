import { z } from 'zod/mini'
import { CaipNetworkIdSchema } from '../caip.ts'

/**
 * Sign in with X on the Gangway server (`/siwx/v1`): nonces, signed sessions, the session a token stands
 * for. The client (`GangwayAuthentication`) and the server parse the same shapes.
 */
export const SiwxApiPath = {
  nonce: '/siwx/v1/nonce',
  sessions: '/siwx/v1/sessions',
  me: '/siwx/v1/me',
} as const

/** Stable codes of `/siwx/v1` refusals (with `BAD_REQUEST`, `INVALID_PROJECT_ID`, `ORIGIN_NOT_ALLOWED`, `PAYLOAD_TOO_LARGE` of the API). */
export const SiwxErrorCode = {
  /** The body, the message text or a field of it is not valid, or the text and `data` differ. */
  INVALID_MESSAGE: 'SIWX_INVALID_MESSAGE',
  /** The signature is not `accountAddress`'s over this message (EOA, ERC-1271 or ERC-6492; ed25519 on Solana). */
  INVALID_SIGNATURE: 'SIWX_INVALID_SIGNATURE',
  /** The nonce was not issued for this project, was used already, or expired. */
  NONCE_INVALID: 'SIWX_NONCE_INVALID',
  /** The domain or URI is not the requesting page's, or not one of the project's allowed origins. */
  DOMAIN_NOT_ALLOWED: 'SIWX_DOMAIN_NOT_ALLOWED',
  /** The message's expiration time has passed. */
  EXPIRED: 'SIWX_EXPIRED',
  /** The message's not-before (or issued-at) time is still to come. */
  NOT_YET_VALID: 'SIWX_NOT_YET_VALID',
  /** No verifier for this namespace, or the server has no RPC for this chain. */
  CHAIN_UNSUPPORTED: 'SIWX_CHAIN_UNSUPPORTED',
  /** The chain's RPC did not answer (a contract wallet's signature could not be checked). */
  CHAIN_UNAVAILABLE: 'SIWX_CHAIN_UNAVAILABLE',
  /** No token, or a token that names no session of this project. */
  UNAUTHORIZED: 'UNAUTHORIZED',
  RATE_LIMITED: 'RATE_LIMITED',
} as const
export type SiwxErrorCode = (typeof SiwxErrorCode)[keyof typeof SiwxErrorCode]

/** Caps on what a request may carry (the server's body limit applies on top). */
export const SIWX_LIMITS = {
  MESSAGE_MAX: 8192,
  /** ERC-6492 signatures carry the account's factory call, so they may be long. */
  SIGNATURE_MAX: 32_768,
  RESOURCES_MAX: 64,
  URI_MAX: 2048,
} as const

const text = (max: number) => z.string().check(z.minLength(1), z.maxLength(max))
/** ISO 8601 / RFC 3339 as the message carries it (kept as sent, so the text and the data stay comparable). */
const timestamp = z.string().check(z.maxLength(64), z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/, 'must be ISO 8601'))

/** `SIWXMessage.Data` (SPEC §3 embedded-session fields): what the visitor signed, field by field. */
export const SiwxMessageDataSchema = z.object({
  accountAddress: text(128),
  chainId: CaipNetworkIdSchema,
  domain: text(255),
  uri: text(SIWX_LIMITS.URI_MAX),
  version: text(16),
  /** EIP-4361: at least 8 letters or digits. */
  nonce: z.string().check(z.regex(/^[A-Za-z0-9]{8,128}$/, 'must be 8–128 letters or digits')),
  statement: z.optional(z.string().check(z.maxLength(2048), z.regex(/^[^\n]*$/, 'must be one line'))),
  resources: z.optional(z.array(text(SIWX_LIMITS.URI_MAX)).check(z.maxLength(SIWX_LIMITS.RESOURCES_MAX))),
  requestId: z.optional(z.string().check(z.maxLength(256))),
  issuedAt: z.optional(timestamp),
  expirationTime: z.optional(timestamp),
  notBefore: z.optional(timestamp),
})
export type SiwxMessageData = z.infer<typeof SiwxMessageDataSchema>

/** `GET /siwx/v1/nonce`: single-use, for this project, until `expiresAt` (ISO 8601). */
export const SiwxNonceResponseSchema = z.object({ nonce: z.string(), expiresAt: z.string() })
export type SiwxNonceResponse = z.infer<typeof SiwxNonceResponseSchema>

/** `POST /siwx/v1/sessions`: a signed sign-in message. */
export const SiwxCreateSessionRequestSchema = z.object({
  data: SiwxMessageDataSchema,
  message: text(SIWX_LIMITS.MESSAGE_MAX),
  signature: text(SIWX_LIMITS.SIGNATURE_MAX),
})
export type SiwxCreateSessionRequest = z.infer<typeof SiwxCreateSessionRequestSchema>

/** A stored session as the server answers it; `expiresAt` (ISO 8601) is when its token stops working. */
export const SiwxSessionViewSchema = z.object({
  data: SiwxMessageDataSchema,
  message: z.string(),
  signature: z.string(),
  expiresAt: z.string(),
})
export type SiwxSessionView = z.infer<typeof SiwxSessionViewSchema>

/** `201` of `POST /siwx/v1/sessions`: the bearer token of the new session (shown once; only its hash is kept). */
export const SiwxCreateSessionResponseSchema = z.object({ token: z.string(), session: SiwxSessionViewSchema })
export type SiwxCreateSessionResponse = z.infer<typeof SiwxCreateSessionResponseSchema>

/** `GET /siwx/v1/sessions?chainId&address`: the token's live sessions for that address and chain. */
export const SiwxSessionsQuerySchema = z.object({
  chainId: CaipNetworkIdSchema,
  address: text(128),
})
export type SiwxSessionsQuery = z.infer<typeof SiwxSessionsQuerySchema>

export const SiwxSessionsResponseSchema = z.object({ sessions: z.array(SiwxSessionViewSchema) })
export type SiwxSessionsResponse = z.infer<typeof SiwxSessionsResponseSchema>

import { createHash, timingSafeEqual } from 'node:crypto'
import type { Context, Hono } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { isHex } from 'viem'
import { generateSiweNonce } from 'viem/siwe'
import type { AppEnv } from '../http/AppEnv.ts'
import { limitBody } from '../http/limitBody.ts'
import type { Limiter } from '../limits/createLimits.ts'
import type { ChannelCompletion, ChannelRequest, farcasterChannels } from './farcasterChannels.ts'
import { FarcasterRelayLimits } from './farcasterRelayLimits.ts'

export type FarcasterRelayOptions = {
  /** FARCASTER_RELAY_KEYS: the keys a Farcaster client must send to complete a channel (none: nobody can). */
  relayKeys: readonly string[]
  /** FARCASTER_CONNECT_URL: the link (and QR code) a channel answers, with `?channelToken=…`. */
  connectUrl: string
  channelsPerIp: Limiter
  requestsPerIp: Limiter
}

/** Stable codes of the relay's refusals (besides the API's BAD_REQUEST, RATE_LIMITED, PAYLOAD_TOO_LARGE). */
export const FarcasterRelayErrorCode = {
  BAD_REQUEST: 'BAD_REQUEST',
  UNAUTHORIZED: 'UNAUTHORIZED',
  CHANNEL_COMPLETED: 'CHANNEL_COMPLETED',
  RATE_LIMITED: 'RATE_LIMITED',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
} as const

export const FARCASTER_RELAY_PATH = '/farcaster'
const RELAY_KEY_HEADER = 'x-farcaster-auth-relay-key'
const TOKEN = /^[A-Za-z0-9_-]{16,128}$/

/** `{error}` as the official relay answers, with the server's `{code, message}`. */
const refuse = (c: Context, status: ContentfulStatusCode, code: string, message: string) =>
  c.json({ error: message, code, message }, status)

class Invalid extends Error {}
const text = (body: Record<string, unknown>, key: string, max: number, required = false): string | undefined => {
  const value = body[key]
  if (value === undefined || value === null) {
    if (required) throw new Invalid(`${key} is required`)
    return undefined
  }
  if (typeof value !== 'string' || value.length > max || (required && value === '')) {
    throw new Invalid(`${key} must be text of at most ${max} characters`)
  }
  return value
}
const url = (body: Record<string, unknown>, key: string, required = false) => {
  const value = text(body, key, FarcasterRelayLimits.MAX_URL_CHARS, required)
  if (value === undefined) return undefined
  try {
    const parsed = new URL(value)
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error()
  } catch {
    throw new Invalid(`${key} must be an http(s) URL`)
  }
  return value
}
const time = (body: Record<string, unknown>, key: string) => {
  const value = text(body, key, 64)
  if (value !== undefined && Number.isNaN(Date.parse(value))) throw new Invalid(`${key} must be an ISO 8601 time`)
  return value
}

/** The POST /v1/channel body, checked (unknown fields are dropped). */
function channelRequest(body: Record<string, unknown>): { request: ChannelRequest; acceptAuthAddress: boolean } {
  const domain = text(body, 'domain', 253, true) as string
  if (!/^[A-Za-z0-9.-]+(:\d{1,5})?$/.test(domain)) throw new Invalid('domain must be a host name (and port)')
  const nonce = text(body, 'nonce', 96)
  if (nonce !== undefined && !/^[A-Za-z0-9]{8,96}$/.test(nonce)) {
    throw new Invalid('nonce must be 8–96 letters and digits (EIP-4361)')
  }
  if (body.acceptAuthAddress !== undefined && typeof body.acceptAuthAddress !== 'boolean') {
    throw new Invalid('acceptAuthAddress must be true or false')
  }
  const request: ChannelRequest = {
    siweUri: url(body, 'siweUri', true) as string,
    domain,
    nonce: nonce ?? generateSiweNonce(),
  }
  const optional = {
    notBefore: time(body, 'notBefore'),
    expirationTime: time(body, 'expirationTime'),
    requestId: text(body, 'requestId', FarcasterRelayLimits.MAX_TEXT_CHARS),
    redirectUrl: url(body, 'redirectUrl'),
  }
  for (const [key, value] of Object.entries(optional)) if (value !== undefined) Object.assign(request, { [key]: value })
  return { request, acceptAuthAddress: body.acceptAuthAddress === true }
}

/** The POST /v1/channel/authenticate body, checked (unknown fields are dropped). */
function completion(body: Record<string, unknown>): ChannelCompletion {
  const message = text(body, 'message', 4096, true) as string
  const signature = text(body, 'signature', 16_384, true) as string
  if (!isHex(signature)) throw new Invalid('signature must be 0x-prefixed hex')
  const fid = body.fid
  if (typeof fid !== 'number' || !Number.isSafeInteger(fid) || fid < 1)
    throw new Invalid('fid must be a positive integer')
  const authMethod = body.authMethod
  if (authMethod !== undefined && authMethod !== 'custody' && authMethod !== 'authAddress') {
    throw new Invalid('authMethod must be custody or authAddress')
  }
  const done: ChannelCompletion = { message, signature, fid }
  if (authMethod) done.authMethod = authMethod
  for (const key of ['username', 'bio', 'displayName', 'pfpUrl'] as const) {
    const value = text(body, key, FarcasterRelayLimits.MAX_TEXT_CHARS)
    if (value !== undefined) done[key] = value
  }
  return done
}

/** Whether `given` is one of the keys, comparing SHA-256 digests in constant time and always every key. */
function relayKeyMatches(given: string | undefined, keys: readonly string[]): boolean {
  if (given === undefined) return false
  const digest = createHash('sha256').update(given).digest()
  let match = false
  for (const key of keys) {
    if (timingSafeEqual(digest, createHash('sha256').update(key).digest())) match = true
  }
  return match
}

/**
 * The Farcaster Auth relay (issue 16 item 4), the API `@farcaster/auth-client` 0.7 speaks, under
 * `/farcaster` (its `relay` option: `<server>/farcaster`, so `/farcaster/v1/…` never meets the `/v1` RPC
 * proxy): `POST /v1/channel` → 201 `{channelToken, url, connectUri, nonce}`; `GET /v1/channel/status` with
 * the bearer channel token → 202 pending / 200 completed (the completed answer is given once: the channel
 * is closed by it, as the official relay does); `POST /v1/channel/authenticate` with the bearer token and
 * `X-Farcaster-Auth-Relay-Key` → 201, once per channel. Unknown or expired channels and wrong keys → 401.
 * Public like the official relay (no project id; any origin), with per-address limits and a small body
 * limit. The relay checks no signature: the sign-in is verified where it is used (`/auth/v1/farcaster`).
 */
export function farcasterRelayRoutes(
  app: Hono<AppEnv>,
  channels: ReturnType<typeof farcasterChannels>,
  options: FarcasterRelayOptions,
): void {
  const base = `${FARCASTER_RELAY_PATH}/v1/channel`
  const limited = async (c: Context<AppEnv>, limiter: Limiter) => {
    const limit = await limiter.consume(c.get('ip'))
    if (limit.ok) return undefined
    c.header('retry-after', String(limit.retryAfterSeconds))
    return refuse(c, 429, FarcasterRelayErrorCode.RATE_LIMITED, 'Rate Limited')
  }
  const bearer = (c: Context) => {
    const token = /^Bearer (\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1]
    return token && TOKEN.test(token) ? token : undefined
  }
  const unauthorized = (c: Context) => refuse(c, 401, FarcasterRelayErrorCode.UNAUTHORIZED, 'Unauthorized')
  const json = async (c: Context) => {
    const body = await c.req.json().catch(() => undefined)
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw new Invalid('A JSON object body is required')
    return body as Record<string, unknown>
  }
  const invalid = (c: Context, error: unknown) => {
    if (error instanceof Invalid) return refuse(c, 400, FarcasterRelayErrorCode.BAD_REQUEST, error.message)
    throw error
  }

  app.use(`${FARCASTER_RELAY_PATH}/*`, async (c, next) => {
    // a public API: any page may call it (no cookies are involved)
    c.header('access-control-allow-origin', '*')
    await next()
  })
  app.options(`${FARCASTER_RELAY_PATH}/*`, (c) => {
    c.header('access-control-allow-methods', 'GET, POST, OPTIONS')
    c.header('access-control-allow-headers', `content-type, authorization, ${RELAY_KEY_HEADER}`)
    c.header('access-control-max-age', '600')
    return c.body(null, 204)
  })
  app.use(
    `${FARCASTER_RELAY_PATH}/*`,
    limitBody(FarcasterRelayLimits.BODY_LIMIT_BYTES, (c) =>
      refuse(
        c,
        413,
        FarcasterRelayErrorCode.PAYLOAD_TOO_LARGE,
        `The body is larger than ${FarcasterRelayLimits.BODY_LIMIT_BYTES} bytes`,
      ),
    ),
  )

  app.post(base, async (c) => {
    const refused = await limited(c, options.channelsPerIp)
    if (refused) return refused
    try {
      const { request, acceptAuthAddress } = channelRequest(await json(c))
      const { channelToken } = await channels.open(request, acceptAuthAddress, {
        ip: c.get('ip'),
        userAgent: (c.req.header('user-agent') ?? 'Unknown').slice(0, 512),
      })
      const link = `${options.connectUrl}?${new URLSearchParams({ channelToken })}`
      return c.json({ channelToken, url: link, connectUri: link, nonce: request.nonce }, 201)
    } catch (error) {
      return invalid(c, error)
    }
  })

  app.get(`${base}/status`, async (c) => {
    const refused = await limited(c, options.requestsPerIp)
    if (refused) return refused
    const token = bearer(c)
    const channel = token ? await channels.read(token) : undefined
    if (!token || !channel) return unauthorized(c)
    if (channel.state === 'pending') return c.json(channel, 202)
    const taken = await channels.take(token)
    return taken ? c.json(taken, 200) : unauthorized(c)
  })

  app.post(`${base}/authenticate`, async (c) => {
    const refused = await limited(c, options.requestsPerIp)
    if (refused) return refused
    if (!relayKeyMatches(c.req.header(RELAY_KEY_HEADER), options.relayKeys)) return unauthorized(c)
    const token = bearer(c)
    if (!token) return unauthorized(c)
    try {
      const done = await channels.complete(token, completion(await json(c)))
      if (done === 'unknown') return unauthorized(c)
      if (done === 'completed') {
        return refuse(c, 409, FarcasterRelayErrorCode.CHANNEL_COMPLETED, 'This channel was completed already')
      }
      return c.json(done, 201)
    } catch (error) {
      return invalid(c, error)
    }
  })
}

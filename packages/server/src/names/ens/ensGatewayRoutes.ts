import { ProfileApiPath } from '@gangway/protocol'
import type { Context, Hono, MiddlewareHandler } from 'hono'
import type { Kysely } from 'kysely'
import { type Hex, isAddress } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { Database } from '../../db/Database.ts'
import type { AppEnv } from '../../http/AppEnv.ts'
import { limitBody } from '../../http/limitBody.ts'
import { answerResolveQuery } from './answerResolveQuery.ts'
import { decodeResolveCall } from './decodeResolveCall.ts'
import { EnsGatewayError } from './EnsGatewayError.ts'
import { EnsGatewayLimits } from './ensGatewayLimits.ts'
import { signGatewayAnswer } from './signGatewayAnswer.ts'

export type EnsGatewayOptions = {
  /** `ENS_GATEWAY_KEY`: the private key the resolver trusts. */
  key: Hex
  /** `NAMES_ZONE`: names are `<label>.<zone>`. */
  zone: string
  /** The per-IP limit of these routes. */
  perIp: MiddlewareHandler<AppEnv>
  /** Unix milliseconds (tests move it). */
  now?: () => number
}

/**
 * The CCIP-Read gateway (EIP-3668) of `GangwayOffchainResolver`: `GET …/ens-gateway/{sender}/{data}.json`
 * and `POST …/ens-gateway` (or `…/ens-gateway/{sender}`) `{ sender, data }` → `{ data }`, the signed answer to the `resolve(name, data)`
 * call `data` asked of the resolver `sender`. Public: any ENS client asks it, without a project id; CORS
 * open. Refusals are 4xx `{ message }`.
 */
export function ensGatewayRoutes(app: Hono<AppEnv>, db: Kysely<Database>, options: EnsGatewayOptions): void {
  const account = privateKeyToAccount(options.key)
  const now = options.now ?? Date.now
  const path = ProfileApiPath.ensGateway
  const bodyLimit = limitBody(EnsGatewayLimits.BODY_LIMIT_BYTES, (c) => {
    c.header('access-control-allow-origin', '*')
    return c.json({ message: `The body is larger than ${EnsGatewayLimits.BODY_LIMIT_BYTES} bytes` }, 413)
  })

  const answer = async (c: Context<AppEnv>, sender: unknown, data: unknown) => {
    c.header('access-control-allow-origin', '*')
    c.header('cache-control', 'no-store')
    try {
      if (typeof sender !== 'string' || !isAddress(sender, { strict: false })) {
        throw new EnsGatewayError(400, 'The sender is not an address')
      }
      if (typeof data !== 'string') throw new EnsGatewayError(400, 'The data is not hex')
      const request = data.toLowerCase() as Hex
      const result = await answerResolveQuery(db, options.zone, decodeResolveCall(request))
      const expires = BigInt(Math.floor(now() / 1000) + EnsGatewayLimits.ANSWER_TTL_SECONDS)
      return c.json({ data: await signGatewayAnswer({ account, resolver: sender, request, result, expires }) })
    } catch (error) {
      if (error instanceof EnsGatewayError) return c.json({ message: error.message }, error.status)
      throw error
    }
  }

  // `…/*` covers the path itself too
  app.use(`${path}/*`, options.perIp)
  app.get(`${path}/:sender/:data`, (c) => answer(c, c.req.param('sender'), c.req.param('data').replace(/\.json$/, '')))
  // EIP-3668's POST goes to the URL as configured: with or without `{sender}` in it
  const post = async (c: Context<AppEnv>) => {
    let body: { sender?: unknown; data?: unknown }
    try {
      body = (await c.req.json()) as typeof body
    } catch {
      c.header('access-control-allow-origin', '*')
      return c.json({ message: 'The body is not JSON' }, 400)
    }
    return answer(c, body?.sender ?? c.req.param('sender'), body?.data)
  }
  app.post(path, bodyLimit, post)
  app.post(`${path}/:sender`, bodyLimit, post)
}

import { ProfileApiPath, ProfileErrorCode } from '@gangway/protocol'
import type { Context, Hono, MiddlewareHandler } from 'hono'
import type { Kysely } from 'kysely'
import { isAddress } from 'viem'
import type { Database } from '../db/Database.ts'
import type { AppEnv } from '../http/AppEnv.ts'
import { limitBody } from '../http/limitBody.ts'
import type { Limiter, LimitResult } from '../limits/createLimits.ts'
import type { ChainClients } from '../rpc/createChainClients.ts'
import { checkRegistration } from './checkRegistration.ts'
import { NameError, nameTaken, profileError } from './NameError.ts'
import { NameLimits } from './NameLimits.ts'
import { nameRecords } from './nameRecords.ts'
import { parseName } from './parseName.ts'
import { replayed, storeRegistration } from './storeRegistration.ts'
import { suggestNames } from './suggestNames.ts'
import { toProfileName } from './toProfileName.ts'
import { verifyNameSignature } from './verifyNameSignature.ts'

export type NameRoutesOptions = {
  /** The operator's zone (`NAMES_ZONE`): names are `<label>.<zone>`. */
  zone: string
  /** Labels nobody registers (`reservedLabels`: the defaults, the zone's labels, NAMES_RESERVED). */
  reserved: ReadonlySet<string>
  /** The EVM chains' public clients (the server's RPC upstreams): the chains registrations may be signed on. */
  clients: ChainClients
  /** Look-ups per caller address (`NameLimits.READS_PER_IP_PER_MINUTE`). */
  readsPerIp: Limiter
  /** Registrations posted per caller address (`NameLimits.REGISTRATIONS_PER_IP_PER_MINUTE`). */
  registrationsPerIp: Limiter
  /** Signed registrations per registering address (`NameLimits.REGISTRATIONS_PER_ADDRESS_PER_HOUR`). */
  registrationsPerAddress: Limiter
  /** Told the lowercase address after each registration (the identity cache forgets it). */
  onRegistered?: (address: string) => void
  now?: () => number
}

/**
 * The names API (SPEC §7, AppKit's profile calls): `GET /v1/profile/account/{name}`,
 * `GET /v1/profile/reverse/{address}`, `GET /v1/profile/suggestions/{name}` and `POST /v1/profile/account`,
 * behind the project guard. Every refusal answers a `ProfileError` and writes nothing.
 */
export function nameRoutes(app: Hono<AppEnv>, db: Kysely<Database>, options: NameRoutesOptions): void {
  const { zone, now = Date.now } = options
  const handle = (fn: (c: Context<AppEnv>) => Promise<Response>) => async (c: Context<AppEnv>) => {
    try {
      return await fn(c)
    } catch (error) {
      if (error instanceof NameError) return error.respond(c)
      throw error
    }
  }
  const reads = perIp(options.readsPerIp)

  app.get(
    `${ProfileApiPath.account}/:name`,
    reads,
    handle(async (c) => {
      const { name } = parseName(c.req.param('name') ?? '', zone)
      const row = await nameRecords.byName(db, name)
      if (!row) throw new NameError(ProfileErrorCode.NOT_FOUND, `Nobody holds the name ${name}`, 404)
      return c.json(toProfileName(row))
    }),
  )

  app.get(
    `${ProfileApiPath.reverse}/:address`,
    reads,
    handle(async (c) => {
      const raw = c.req.param('address') ?? ''
      const address = raw.startsWith('0x') ? raw : `0x${raw}`
      if (!isAddress(address, { strict: false })) {
        throw new NameError(
          ProfileErrorCode.INVALID_ADDRESS,
          `${JSON.stringify(raw.slice(0, 64))} is not an EVM address (40 hex digits)`,
        )
      }
      return c.json((await nameRecords.byAddress(db, address)).map(toProfileName))
    }),
  )

  app.get(
    `${ProfileApiPath.suggestions}/:name`,
    reads,
    handle(async (c) =>
      c.json(await suggestNames(db, parseName(c.req.param('name') ?? '', zone), zone, options.reserved)),
    ),
  )

  app.post(
    ProfileApiPath.account,
    perIp(options.registrationsPerIp),
    limitBody(NameLimits.BODY_LIMIT_BYTES, (c) =>
      c.json(
        profileError(
          ProfileErrorCode.PAYLOAD_TOO_LARGE,
          `The body is larger than ${NameLimits.BODY_LIMIT_BYTES} bytes`,
        ),
        413,
      ),
    ),
    handle(async (c) => {
      const body = await c.req.json().catch(() => undefined)
      const at = now()
      const registration = checkRegistration(body, {
        zone,
        reserved: options.reserved,
        clients: options.clients,
        nowSeconds: Math.floor(at / 1000),
      })
      // cheap refusals before asking the chain; the transaction decides
      const used = await db
        .selectFrom('name_signatures')
        .select('signature_hash')
        .where('signature_hash', '=', registration.replayKey)
        .executeTakeFirst()
      if (used) throw replayed()
      if (await nameRecords.byName(db, registration.parsed.name)) throw nameTaken(registration.parsed.name)
      await verifyNameSignature(registration)
      // counted only once the address is proven: nobody spends another address's registrations
      const limit = await options.registrationsPerAddress.consume(registration.address)
      if (!limit.ok) return rateLimited(c, limit)
      const row = await storeRegistration(db, registration, new Date(at))
      options.onRegistered?.(registration.address)
      return c.json(toProfileName(row))
    }),
  )
}

/** The caller address's limit (`ip` set by the app's `ipLimit`). */
function perIp(limiter: Limiter): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const limit = await limiter.consume(c.get('ip'))
    if (!limit.ok) return rateLimited(c, limit)
    await next()
  }
}

/** 429 with `Retry-After` and a `ProfileError` (SPEC §8's 'Rate Limited'). */
function rateLimited(c: Context, limit: LimitResult): Response {
  c.header('retry-after', String(limit.retryAfterSeconds))
  return c.json(profileError(ProfileErrorCode.RATE_LIMITED, 'Rate Limited'), 429)
}

import type { Hono } from 'hono'
import type { Kysely } from 'kysely'
import type { Database } from '../db/Database.ts'
import type { AppEnv } from '../http/AppEnv.ts'
import { limitBody } from '../http/limitBody.ts'
import type { Log } from '../log.ts'
import { OnrampError, OnrampErrorCode } from './OnrampError.ts'
import type { OnrampProviderPlugin } from './OnrampProviderPlugin.ts'
import { OnrampLimits } from './onrampLimits.ts'
import { onrampPurchases } from './onrampPurchases.ts'

/**
 * `POST /v1/onramp/webhook/{provider}`: the provider's signed status callback, server to server — no project
 * id, no CORS. The raw body is checked by the provider's plug-in (signature, 300 s window); its event id is
 * recorded once (a replay → 409, nothing changed); the purchase moves only from `pending`. 2xx `{ok:true}`.
 */
export function onrampWebhookRoutes(
  app: Hono<AppEnv>,
  db: Kysely<Database>,
  options: { providers: readonly OnrampProviderPlugin[]; now: () => number; log: Log },
): void {
  const purchases = onrampPurchases(db)
  const tooLarge = limitBody(OnrampLimits.WEBHOOK_BODY_LIMIT_BYTES, (c) =>
    c.json(
      {
        code: 'PAYLOAD_TOO_LARGE',
        message: `The body is larger than ${OnrampLimits.WEBHOOK_BODY_LIMIT_BYTES} bytes`,
      },
      413,
    ),
  )
  app.post('/v1/onramp/webhook/:provider', tooLarge, async (c) => {
    try {
      const name = c.req.param('provider')
      const provider = options.providers.find((p) => p.description.name === name)
      if (!provider) throw new OnrampError(OnrampErrorCode.NO_PROVIDER, `No on-ramp provider ${name.slice(0, 32)}`, 404)
      const raw = await c.req.text()
      const event = provider.verifyWebhook(raw, c.req.raw.headers, options.now())
      const outcome = await purchases.applyEvent(name, event)
      options.log('info', 'onramp webhook', {
        provider: name,
        purchaseId: event.purchaseId,
        status: event.status,
        outcome,
      })
      if (outcome === 'replayed') {
        throw new OnrampError(OnrampErrorCode.EVENT_REPLAYED, `Event ${event.eventId} was already received`, 409)
      }
      if (outcome === 'unknown-purchase') {
        throw new OnrampError(OnrampErrorCode.UNKNOWN_PURCHASE, `No purchase ${event.purchaseId} of ${name}`, 404)
      }
      return c.json({ ok: true })
    } catch (error) {
      if (error instanceof OnrampError) return error.respond(c)
      throw error
    }
  })
}

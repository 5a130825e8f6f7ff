import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

/** Stable codes of the on-ramp's refusals. */
export const OnrampErrorCode = {
  BAD_REQUEST: 'BAD_REQUEST',
  /** No provider is configured, or the one asked for is not. */
  NO_PROVIDER: 'NO_PROVIDER',
  /** A webhook without a valid signature, with an old `t`, or with a body that is not the provider's event. */
  BAD_WEBHOOK: 'BAD_WEBHOOK',
  /** A webhook event already received. */
  EVENT_REPLAYED: 'EVENT_REPLAYED',
  /** A webhook naming a purchase this server does not have (for that provider). */
  UNKNOWN_PURCHASE: 'UNKNOWN_PURCHASE',
  /** The provider could not be asked (its quote failed where one is needed). */
  PROVIDER_FAILED: 'PROVIDER_FAILED',
} as const
export type OnrampErrorCode = (typeof OnrampErrorCode)[keyof typeof OnrampErrorCode]

/** An on-ramp refusal: its HTTP status, stable code and a message for the caller. */
export class OnrampError extends Error {
  override name = 'OnrampError'
  constructor(
    readonly code: OnrampErrorCode,
    message: string,
    readonly status: ContentfulStatusCode = 400,
  ) {
    super(message)
  }

  respond(c: Context): Response {
    return c.json({ code: this.code, message: this.message }, this.status)
  }
}

/** A webhook refused by a provider plug-in: bad, missing or old signature, or not the provider's event (400). */
export class OnrampWebhookError extends OnrampError {
  override name = 'OnrampWebhookError'
  constructor(message: string) {
    super(OnrampErrorCode.BAD_WEBHOOK, message, 400)
  }
}

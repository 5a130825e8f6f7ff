import { ApiErrorCode } from '@gangway/protocol'
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

/** SPEC §8's texts for a network without swaps. */
export const SWAPS_UNSUPPORTED = 'Network not supported for Swaps'
export const GAS_PRICE_UNSUPPORTED = 'Network not supported for Gas Price'

/**
 * A refused convert request: the parameter at fault and why. Answered as `{ code, message, reasons }`
 * (`reasons[0].description` is where AppKit's swap view reads "insufficient liquidity").
 */
export class ConvertError extends Error {
  constructor(
    readonly param: string,
    message: string,
    readonly status: ContentfulStatusCode = 400,
  ) {
    super(message)
  }

  respond(c: Context): Response {
    const code = this.status === 400 ? ApiErrorCode.BAD_REQUEST : ApiErrorCode.SERVER_ERROR
    return c.json(
      { code, message: this.message, reasons: [{ field: this.param, description: this.message }] },
      this.status,
    )
  }
}

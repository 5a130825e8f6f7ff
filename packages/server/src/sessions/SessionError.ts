import { type ApiErrorCode, SessionErrorCode } from '@gangway/protocol'
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

/**
 * A refused session call (`wallet_grantPermissions`, `wallet_revokePermissions`, `/v1/sessions`): its HTTP
 * status, a stable code and the message the visitor (or the site's developer) reads. Answered as the API's
 * `{ code, message }`.
 */
export class SessionError extends Error {
  override name = 'SessionError'
  constructor(
    readonly code: SessionErrorCode | ApiErrorCode,
    message: string,
    readonly status: ContentfulStatusCode = 400,
  ) {
    super(message)
  }

  respond(c: Context): Response {
    return c.json({ code: this.code, message: this.message }, this.status)
  }
}

/** A grant request that cannot be granted as asked (400 `SESSION_INVALID_REQUEST`). */
export const invalidGrant = (message: string) => new SessionError(SessionErrorCode.INVALID_REQUEST, message)

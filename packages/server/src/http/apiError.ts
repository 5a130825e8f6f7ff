import type { ApiErrorCode } from '@gangway/protocol'
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

/** A JSON error answer `{ code, message }` with a stable code. */
export function apiError(c: Context, status: ContentfulStatusCode, code: ApiErrorCode, message: string): Response {
  return c.json({ code, message }, status)
}

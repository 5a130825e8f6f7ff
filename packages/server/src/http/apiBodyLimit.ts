import { ApiErrorCode } from '@gangway/protocol'
import type { MiddlewareHandler } from 'hono'
import { apiError } from './apiError.ts'
import { limitBody } from './limitBody.ts'

/**
 * A body limit for every route but the RPC proxy (`/v1`, which has its own, larger one): 413
 * `PAYLOAD_TOO_LARGE` past `maxSize` bytes — by `Content-Length` before reading anything, or while reading
 * a chunked body, which then stops being read.
 */
export function apiBodyLimit(maxSize: number, except: readonly string[] = ['/v1']): MiddlewareHandler {
  const limit = limitBody(maxSize, (c) =>
    apiError(c, 413, ApiErrorCode.PAYLOAD_TOO_LARGE, `The body is larger than ${maxSize} bytes`),
  )
  return (c, next) => (except.includes(c.req.path) ? next() : limit(c, next))
}

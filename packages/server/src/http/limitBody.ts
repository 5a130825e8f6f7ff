import type { Context, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'

/**
 * Hono's body limit, without its cost on the common request served by Node: with a `Content-Length` (which Node's parser
 * holds the body to) the length is checked from the header alone, and a request with neither length nor
 * `Transfer-Encoding` has no body — so the request is never turned into a web `Request` here, and Hono's
 * node adapter keeps reading the body on its fast path. Only a chunked body goes through `bodyLimit`,
 * which counts the bytes as they come and stops reading past `maxSize`.
 */
export function limitBody(maxSize: number, onError: (c: Context) => Response | Promise<Response>): MiddlewareHandler {
  const chunked = bodyLimit({ maxSize, onError })
  return (c, next) => {
    // not served by Node's HTTP/1 parser (app.request in tests, other runtimes): Hono's check as it is
    if ((c.env as { incoming?: unknown } | undefined)?.incoming === undefined) return chunked(c, next)
    const length = c.req.header('content-length')
    if (c.req.header('transfer-encoding') !== undefined) return chunked(c, next)
    if (length === undefined) return next()
    return Number(length) > maxSize ? Promise.resolve(onError(c)) : next()
  }
}

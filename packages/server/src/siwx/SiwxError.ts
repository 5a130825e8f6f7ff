import type { ApiErrorCode, SiwxErrorCode } from '@gangway/protocol'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

/** A refused `/siwx/v1` call: HTTP status, stable code and a message saying what was wrong. */
export class SiwxError extends Error {
  readonly status: ContentfulStatusCode
  readonly code: SiwxErrorCode | ApiErrorCode
  constructor(status: ContentfulStatusCode, code: SiwxErrorCode | ApiErrorCode, message: string) {
    super(message)
    this.name = 'SiwxError'
    this.status = status
    this.code = code
  }
}

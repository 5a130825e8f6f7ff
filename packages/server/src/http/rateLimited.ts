import { ApiErrorCode } from '@gangway/protocol'
import type { Context } from 'hono'
import type { LimitResult } from '../limits/createLimits.ts'
import { apiError } from './apiError.ts'

/** 429 'Rate Limited' with `Retry-After` (seconds until the window lets the caller in again). */
export function rateLimited(c: Context, limit: LimitResult): Response {
  c.header('retry-after', String(limit.retryAfterSeconds))
  return apiError(c, 429, ApiErrorCode.RATE_LIMITED, 'Rate Limited')
}

import { AnalyticsEventSchema, ApiErrorCode } from '@gangway/protocol'
import type { Hono } from 'hono'
import type { Kysely } from 'kysely'
import type { Database } from '../db/Database.ts'
import type { AppEnv } from '../http/AppEnv.ts'
import { apiError } from '../http/apiError.ts'
import type { RateLimiter } from '../http/createRateLimiter.ts'

/**
 * `GET /getAnalyticsConfig` (off unless the project enables it) and `POST /e`: an event is stored only when
 * the project's analytics are on; error reports (`props.type === 'error'`) are limited per client (429).
 */
export function analyticsRoutes(app: Hono<AppEnv>, db: Kysely<Database>, errorReports: RateLimiter): void {
  app.get('/getAnalyticsConfig', (c) => c.json({ isAnalyticsEnabled: c.get('project').analyticsEnabled }))
  app.post('/e', async (c) => {
    let json: unknown
    try {
      json = await c.req.json()
    } catch {
      return apiError(c, 400, ApiErrorCode.BAD_REQUEST, 'The body must be JSON')
    }
    const parsed = AnalyticsEventSchema.safeParse(json)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      return apiError(c, 400, ApiErrorCode.BAD_REQUEST, `${issue?.path.join('.') || 'body'}: ${issue?.message}`)
    }
    const event = parsed.data
    const project = c.get('project')
    if (event.props?.type === 'error') {
      const limit = errorReports.hit(`${project.id}|${c.get('clientKey')}`)
      if (!limit.ok) {
        c.header('retry-after', String(limit.retryAfterSeconds))
        return apiError(c, 429, ApiErrorCode.RATE_LIMITED, 'Rate Limited')
      }
    }
    if (!project.analyticsEnabled) return c.body(null, 204)
    const clientId = c.req.query('clientId')
    await db
      .insertInto('analytics_events')
      .values({
        project_id: project.id,
        client_id: clientId && clientId.length <= 128 ? clientId : null,
        event_id: event.eventId,
        url: event.url ?? null,
        domain: event.domain ?? null,
        event_time: String(Math.trunc(event.timestamp)),
        props: JSON.stringify(event.props ?? {}),
      })
      .execute()
    return c.body(null, 202)
  })
}

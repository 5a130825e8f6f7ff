import { AnalyticsEventSchema, ApiErrorCode } from '@gangway/protocol'
import type { Hono } from 'hono'
import type { Kysely } from 'kysely'
import type { Database } from '../db/Database.ts'
import type { AppEnv } from '../http/AppEnv.ts'
import { apiError } from '../http/apiError.ts'
import { rateLimited } from '../http/rateLimited.ts'
import type { Limiter } from '../limits/createLimits.ts'

/** Latest timestamp an event may carry: the largest JavaScript date (year 275760), far inside `bigint`. */
const MAX_TIMESTAMP_MS = 8.64e15

export type AnalyticsLimits = {
  /** Error reports per client (client id, else address) and project. */
  errorReports: Limiter
  /** Events per address, stored or not (the client id is the caller's choice). */
  eventsPerIp: Limiter
}

/**
 * `GET /getAnalyticsConfig` (off unless the project enables it) and `POST /e`: an event is stored only when
 * the project's analytics are on; events are limited per address and error reports (`props.type ===
 * 'error'`) per client (429). A timestamp outside 0 … 8.64e15 ms or a NUL character (which Postgres text
 * cannot hold) is a 400, like any other bad field.
 */
export function analyticsRoutes(app: Hono<AppEnv>, db: Kysely<Database>, limits: AnalyticsLimits): void {
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
    if (!(event.timestamp >= 0 && event.timestamp <= MAX_TIMESTAMP_MS)) {
      return apiError(c, 400, ApiErrorCode.BAD_REQUEST, `timestamp: must be milliseconds from 0 to ${MAX_TIMESTAMP_MS}`)
    }
    const props = JSON.stringify(event.props ?? {})
    if (
      [event.eventId, event.url ?? '', event.domain ?? '', props].some(
        (s) => s.includes('\u0000') || s.includes('\\u0000'),
      )
    ) {
      return apiError(c, 400, ApiErrorCode.BAD_REQUEST, 'body: must not contain NUL characters')
    }
    const project = c.get('project')
    const perIp = await limits.eventsPerIp.consume(c.get('ip'))
    if (!perIp.ok) return rateLimited(c, perIp)
    if (event.props?.type === 'error') {
      const limit = await limits.errorReports.consume(`${project.id}|${c.get('clientKey')}`)
      if (!limit.ok) return rateLimited(c, limit)
    }
    if (!project.analyticsEnabled) return c.body(null, 204)
    const clientId = c.req.query('clientId')
    await db
      .insertInto('analytics_events')
      .values({
        project_id: project.id,
        client_id: clientId && clientId.length <= 128 && !clientId.includes('\u0000') ? clientId : null,
        event_id: event.eventId,
        url: event.url ?? null,
        domain: event.domain ?? null,
        event_time: String(Math.trunc(event.timestamp)),
        props,
      })
      .execute()
    return c.body(null, 202)
  })
}

import { ApiErrorCode, isOriginAllowed, SdkHeaders, SdkQuery } from '@gangway/protocol'
import type { MiddlewareHandler } from 'hono'
import type { Limiter } from '../limits/createLimits.ts'
import type { Project } from '../projects/Project.ts'
import type { AppEnv } from './AppEnv.ts'
import { apiError } from './apiError.ts'
import { clientKey } from './clientKey.ts'
import { rateLimited } from './rateLimited.ts'

export type ProjectLookup = (id: string) => Promise<Project | undefined>

/**
 * Every API call: the project id (query `projectId` or header `x-project-id`) must name a project (403
 * 'Invalid Project ID'); a browser's Origin must be on its allowed origins (403 'Origin Not Allowed', with
 * CORS headers so the page can read why); the client (client id, else address) must be within its rate
 * limit per project (429 'Rate Limited') — below the per-IP ceiling `ipLimit` applies first.
 * The SDK type/version (`st`/`sv` or `x-sdk-type`/`x-sdk-version`) are accepted and logged, not required.
 * With `corsForRefused: false` (Sign in with X), only an allowed origin gets CORS headers, refusals too.
 */
export function projectGuard(
  lookup: ProjectLookup,
  limiter: Limiter,
  { corsForRefused = true }: { corsForRefused?: boolean } = {},
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const origin = c.req.header('origin')
    const allowCors = () => {
      if (!origin) return
      c.header('access-control-allow-origin', origin)
      c.header('vary', 'Origin')
    }
    if (corsForRefused) allowCors()
    else if (origin) c.header('vary', 'Origin')
    const projectId = c.req.query(SdkQuery.projectId) ?? c.req.header(SdkHeaders.projectId)
    const project = projectId ? await lookup(projectId) : undefined
    if (!project) return apiError(c, 403, ApiErrorCode.INVALID_PROJECT_ID, 'Invalid Project ID')
    if (origin && !isOriginAllowed(origin, project.allowedOrigins)) {
      return apiError(c, 403, ApiErrorCode.ORIGIN_NOT_ALLOWED, 'Origin Not Allowed')
    }
    if (!corsForRefused) allowCors()
    const key = clientKey(c)
    const limit = await limiter.consume(`${project.id}|${key}`)
    if (!limit.ok) return rateLimited(c, limit)
    c.set('project', project)
    c.set('clientKey', key)
    await next()
  }
}

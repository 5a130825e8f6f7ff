import { isOriginAllowed, SdkHeaders, SdkQuery, SiwxApiPath, SiwxErrorCode } from '@gangway/protocol'
import type { Context, Hono } from 'hono'
import type { AppEnv } from '../http/AppEnv.ts'
import { type ProjectLookup, projectGuard } from '../http/projectGuard.ts'
import { rateLimited } from '../http/rateLimited.ts'
import type { Limiter } from '../limits/createLimits.ts'
import { bearerToken, type SiwxService } from './createSiwxService.ts'
import { SiwxError } from './SiwxError.ts'

export type SiwxRouteOptions = {
  project: ProjectLookup
  /** The API's per-address ceiling: preflights count against it here (they look the project up). */
  perIp: Limiter
  /** The API's per-client limit (client id, else address, per project). */
  perClient: Limiter
  /** Nonces and sign-ins per caller address: what stores rows and costs chain calls. */
  signinsPerIp: Limiter
}

const CORS_ALLOW_HEADERS = 'content-type, authorization, x-project-id, x-sdk-type, x-sdk-version'

/**
 * `/siwx/v1/*` — Sign in with X sessions kept by this server (the contract of issue 14): a nonce, a signed
 * message turned into a session and its bearer token, the token's sessions, the session a token stands for
 * (`/me`, the call a site's backend makes), sign-out. CORS and the Origin check answer only the project's
 * allowed origins (preflights too); every answer is `Cache-Control: no-store`. Register before the
 * generic preflight.
 */
export function siwxRoutes(app: Hono<AppEnv>, siwx: SiwxService, options: SiwxRouteOptions): void {
  app.options('/siwx/v1/*', async (c) => {
    c.header('vary', 'Origin')
    const limit = await options.perIp.consume(c.get('ip'))
    if (!limit.ok) return rateLimited(c, limit)
    const origin = c.req.header('origin')
    const projectId = c.req.query(SdkQuery.projectId) ?? c.req.header(SdkHeaders.projectId)
    const project = projectId ? await options.project(projectId) : undefined
    if (origin && project && isOriginAllowed(origin, project.allowedOrigins)) {
      c.header('access-control-allow-origin', origin)
      c.header('access-control-allow-methods', 'GET, POST, DELETE, OPTIONS')
      c.header('access-control-allow-headers', CORS_ALLOW_HEADERS)
      c.header('access-control-max-age', '600')
    }
    return c.body(null, 204)
  })
  app.use('/siwx/v1/*', async (c, next) => {
    c.header('cache-control', 'no-store')
    await next()
  })
  app.use('/siwx/v1/*', projectGuard(options.project, options.perClient, { corsForRefused: false }))

  const answer = async (c: Context<AppEnv>, handler: () => Promise<Response>) => {
    try {
      return await handler()
    } catch (error) {
      if (error instanceof SiwxError) return c.json({ code: error.code, message: error.message }, error.status)
      throw error
    }
  }
  const limited = async (c: Context<AppEnv>) => {
    const limit = await options.signinsPerIp.consume(c.get('ip'))
    if (!limit.ok) {
      c.header('retry-after', String(limit.retryAfterSeconds))
      throw new SiwxError(429, SiwxErrorCode.RATE_LIMITED, 'Rate Limited')
    }
  }
  const token = (c: Context<AppEnv>) => bearerToken(c.req.header('authorization'))

  app.get(SiwxApiPath.nonce, (c) =>
    answer(c, async () => {
      await limited(c)
      return c.json(await siwx.issueNonce(c.get('project').id))
    }),
  )
  app.post(SiwxApiPath.sessions, (c) =>
    answer(c, async () => {
      await limited(c)
      const body = await c.req.json().catch(() => undefined)
      const project = c.get('project')
      const created = await siwx.createSession({
        projectId: project.id,
        allowedOrigins: project.allowedOrigins,
        origin: c.req.header('origin'),
        body,
      })
      return c.json(created, 201)
    }),
  )
  app.get(SiwxApiPath.sessions, (c) =>
    answer(c, async () => c.json({ sessions: await siwx.listSessions(c.get('project').id, token(c), c.req.query()) })),
  )
  app.get(SiwxApiPath.me, (c) => answer(c, async () => c.json(await siwx.me(c.get('project').id, token(c)))))
  app.delete(SiwxApiPath.sessions, (c) =>
    answer(c, async () => {
      await siwx.revoke(c.get('project').id, token(c))
      return c.body(null, 204)
    }),
  )
}

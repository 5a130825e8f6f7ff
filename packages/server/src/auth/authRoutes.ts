import type { Context, Hono } from 'hono'
import { html } from 'hono/html'
import type { AppEnv } from '../http/AppEnv.ts'
import type { Limiter } from '../limits/createLimits.ts'
import type { Project } from '../projects/Project.ts'
import { SessionError } from '../sessions/SessionError.ts'
import type { SmartAccounts } from '../smart/createSmartAccounts.ts'
import { smartAccountRoutes } from '../smart/smartAccountRoutes.ts'
import { AuthError, AuthErrorCode } from './AuthError.ts'
import { addressMarkup } from './addressMarkup.ts'
import { authPage } from './authPage.ts'
import type { AuthService, Session } from './createAuthService.ts'
import { type EmbeddedRpcOptions, embeddedRpc } from './embeddedRpc.ts'
import { refreshCookie } from './refreshCookie.ts'
import type { SocialService } from './social/createSocialService.ts'
import { socialRoutes } from './social/socialRoutes.ts'

export type AuthRouteOptions = {
  /** Origins of the secure frame (the only pages that may call these routes). */
  frameOrigins: readonly string[]
  project(id: string): Promise<Project | undefined>
  /** The chains' upstreams and the proxy's timeout and retries, for the embedded wallet's reads and sends. */
  rpc: EmbeddedRpcOptions
  /** Requests that may send login mail, per caller address. */
  mailRequestsPerIp: Limiter
  /** Code checks, per caller address (the per-address lock bounds guesses per e-mail; this bounds them per caller). */
  codeChecksPerIp: Limiter
  /** Smart accounts (`/auth/v1/smart-account/*`, `/auth/v1/preferred-account`, the RPC's smart mode) and their per-address limit. */
  smart?: { service: SmartAccounts; perIp: Limiter }
  /** Social login (`/auth/v1/social/*`) and its per-address limit (sign-in starts and connects). */
  social?: { service: SocialService; perIp: Limiter }
}

const DEVICE_HEADER = 'x-gangway-device'

const invalidLink = (c: Context) =>
  authPage(
    c,
    {
      title: 'Link expired',
      mark: '!',
      error: true,
      body: html`<h1>This link is no longer valid</h1>
        <p>It was used already or is older than 15 minutes. Start the login again.</p>`,
    },
    400,
  )

/**
 * `/auth/v1/*` — the API of the secure frame (`apps/frame`): e-mail login, device approval, sessions, the
 * embedded wallet's RPC and e-mail updates. Only the frame's origin may call it (CORS and a check); the
 * device-approval link is opened from the mail: a page naming the site and the address, whose button
 * POSTs the approval (a GET approves nothing, so mail scanners that follow links cannot).
 */
export function authRoutes(app: Hono<AppEnv>, auth: AuthService, options: AuthRouteOptions): void {
  const fail = (c: Context, error: unknown) => {
    if (error instanceof AuthError) return c.json({ code: error.code, message: error.message }, error.status)
    if (error instanceof SessionError) return error.respond(c)
    throw error
  }
  const body = async (c: Context) => {
    const value = (await c.req.json().catch(() => undefined)) as Record<string, unknown> | undefined
    if (!value || typeof value !== 'object')
      throw new AuthError(400, AuthErrorCode.INVALID_REQUEST, 'A JSON body is required')
    return value
  }
  const project = async (id: unknown) => {
    const found = typeof id === 'string' ? await options.project(id) : undefined
    if (!found) throw new AuthError(403, AuthErrorCode.INVALID_PROJECT_ID, 'Invalid Project ID')
    return found
  }
  const session = (c: Context): Promise<Session> =>
    auth.authenticate(c.req.header('authorization')?.replace(/^Bearer /, ''), c.req.header(DEVICE_HEADER))
  const limited = async (limiter: Limiter, c: Context<AppEnv>) => {
    const limit = await limiter.consume(c.get('ip'))
    if (!limit.ok) {
      c.header('retry-after', String(limit.retryAfterSeconds))
      throw new AuthError(429, AuthErrorCode.RATE_LIMITED, 'Rate Limited')
    }
  }

  app.get('/auth/v1/device/approve', async (c) => {
    const token = c.req.query('token') ?? ''
    const link = await auth.describeDeviceLink(token)
    if (!link) return invalidLink(c)
    return authPage(c, {
      title: `Approve this device for ${link.site}`,
      mark: (link.site.trim()[0] ?? '?').toUpperCase(),
      body: html`<h1>Approve this device for ${link.site}?</h1>
        <p>Someone asked to log in to <b>${link.site}</b> as <b>${addressMarkup(link.email, 'class')}</b> on a new device.</p>
        <p>Approve only if that was you, just now.</p>
        <form method="post" action="/auth/v1/device/approve">
          <input type="hidden" name="token" value="${token}" />
          <button type="submit">Approve this device</button>
        </form>
        <p class="small">If it was not you, close this page: nothing happens.</p>`,
    })
  })
  app.post('/auth/v1/device/approve', async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
    const token = typeof form.token === 'string' ? form.token : ''
    if (!(await auth.approveDevice(token))) return invalidLink(c)
    return authPage(c, {
      title: 'Device approved',
      mark: '✓',
      body: html`<h1>Device approved</h1>
        <p>Go back to the site to continue: the login code is on its way to your inbox.</p>`,
    })
  })

  app.use('/auth/v1/*', async (c, next) => {
    const origin = c.req.header('origin')
    if (!origin || !options.frameOrigins.includes(origin)) {
      return c.json({ code: AuthErrorCode.ORIGIN_NOT_ALLOWED, message: 'Origin Not Allowed' }, 403)
    }
    c.header('access-control-allow-origin', origin)
    // the frame sends its partitioned refresh cookie (refreshCookie.ts)
    c.header('access-control-allow-credentials', 'true')
    c.header('vary', 'Origin')
    await next()
  })

  const route = (path: string, handler: (c: Context<AppEnv>) => Promise<unknown>) =>
    app.post(path, async (c) => {
      try {
        return c.json((await handler(c)) ?? {})
      } catch (error) {
        return fail(c, error)
      }
    })

  app.get('/auth/v1/origins', async (c) => {
    try {
      return c.json({ allowedOrigins: (await project(c.req.query('projectId'))).allowedOrigins })
    } catch (error) {
      return fail(c, error)
    }
  })
  route('/auth/v1/email', async (c) => {
    const b = await body(c)
    const p = await project(b.projectId)
    await limited(options.mailRequestsPerIp, c)
    return auth.startEmail(p.id, b.email, b.deviceId)
  })
  route('/auth/v1/device', async (c) => {
    const b = await body(c)
    return auth.pollDevice((await project(b.projectId)).id, b.email, b.deviceId)
  })
  route('/auth/v1/otp', async (c) => {
    const b = await body(c)
    const p = await project(b.projectId)
    await limited(options.codeChecksPerIp, c)
    const answer = await auth.verifyLogin(p.id, b.email, b.deviceId, b.otp)
    refreshCookie.set(c, p.id, answer.refreshToken)
    return answer
  })
  route('/auth/v1/refresh', async (c) => {
    const b = await body(c)
    // the token from the body, else the frame's partitioned cookie for the project
    const token = b.refreshToken ?? refreshCookie.get(c, b.projectId)
    const answer = await auth.refresh(token, c.req.header(DEVICE_HEADER))
    if (typeof b.projectId === 'string') refreshCookie.set(c, b.projectId, answer.refreshToken)
    return answer
  })
  route('/auth/v1/signout', async (c) => {
    const s = await session(c)
    await auth.signOut(s)
    refreshCookie.clear(c, s.pid)
  })
  route('/auth/v1/me', async (c) => {
    const s = await session(c)
    const who = await auth.whoIs(s)
    // with a chain (GET_USER): the accounts of that chain, `address` the preferred type's
    const b = (await c.req.json().catch(() => undefined)) as
      | { chainId?: unknown; preferredAccountType?: unknown }
      | undefined
    const chainId = typeof b?.chainId === 'number' && Number.isSafeInteger(b.chainId) ? b.chainId : undefined
    if (!options.smart || chainId === undefined) return who
    return { ...who, ...(await options.smart.service.accountsOf(s, chainId, b?.preferredAccountType)) }
  })
  route('/auth/v1/rpc', async (c) => {
    const s = await session(c)
    const b = await body(c)
    if (typeof b.method !== 'string') throw new AuthError(400, AuthErrorCode.INVALID_REQUEST, 'method is required')
    const chainId = typeof b.chainId === 'string' || typeof b.chainId === 'number' ? b.chainId : undefined
    const rpc = options.smart ? { ...options.rpc, smart: options.smart.service, project: options.project } : options.rpc
    return { result: await embeddedRpc(auth, s, { method: b.method, params: b.params, chainId }, rpc) }
  })
  route('/auth/v1/email/update', async (c) => {
    const s = await session(c)
    await limited(options.mailRequestsPerIp, c)
    return auth.updateEmail(s, (await body(c)).email)
  })
  route('/auth/v1/email/update/primary', async (c) => {
    const s = await session(c)
    await limited(options.codeChecksPerIp, c)
    return auth.verifyPrimary(s, (await body(c)).otp)
  })
  route('/auth/v1/email/update/secondary', async (c) => {
    const s = await session(c)
    await limited(options.codeChecksPerIp, c)
    return auth.verifySecondary(s, (await body(c)).otp)
  })
  if (options.smart) {
    smartAccountRoutes(app, { route, body, project, limited, session }, options.smart.service, options.smart.perIp)
  }
  if (options.social) socialRoutes({ route, body, project, limited }, options.social.service, options.social.perIp)
}

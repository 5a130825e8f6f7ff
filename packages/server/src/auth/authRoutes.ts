import type { Context, Hono } from 'hono'
import type { AppEnv } from '../http/AppEnv.ts'
import type { Project } from '../projects/Project.ts'
import { AuthError, AuthErrorCode } from './AuthError.ts'
import type { AuthService, Session } from './createAuthService.ts'
import { embeddedRpc } from './embeddedRpc.ts'
import { refreshCookie } from './refreshCookie.ts'

export type AuthRouteOptions = {
  /** Origins of the secure frame (the only pages that may call these routes). */
  frameOrigins: readonly string[]
  project(id: string): Promise<Project | undefined>
  upstreams: Record<string, string>
}

const DEVICE_HEADER = 'x-gangway-device'

/**
 * `/auth/v1/*` — the API of the secure frame (`apps/frame`): e-mail login, device approval, sessions, the
 * embedded wallet's RPC and e-mail updates. Only the frame's origin may call it (CORS and a check); the
 * device-approval link is opened from the mail.
 */
export function authRoutes(app: Hono<AppEnv>, auth: AuthService, options: AuthRouteOptions): void {
  const fail = (c: Context, error: unknown) => {
    if (error instanceof AuthError) return c.json({ code: error.code, message: error.message }, error.status)
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

  app.get('/auth/v1/device/approve', async (c) => {
    const approved = await auth.approveDevice(c.req.query('token') ?? '')
    return c.html(
      approved
        ? '<!doctype html><title>Device approved</title><h1>Device approved</h1><p>Go back to the site to continue.</p>'
        : '<!doctype html><title>Link expired</title><h1>This link is no longer valid</h1><p>Start the login again.</p>',
      approved ? 200 : 400,
    )
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
    return auth.startEmail((await project(b.projectId)).id, b.email, b.deviceId)
  })
  route('/auth/v1/device', async (c) => {
    const b = await body(c)
    return auth.pollDevice((await project(b.projectId)).id, b.email, b.deviceId)
  })
  route('/auth/v1/otp', async (c) => {
    const b = await body(c)
    const projectId = (await project(b.projectId)).id
    const answer = await auth.verifyLogin(projectId, b.email, b.deviceId, b.otp)
    refreshCookie.set(c, projectId, answer.refreshToken)
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
    return { email: s.email, address: s.address }
  })
  route('/auth/v1/rpc', async (c) => {
    const s = await session(c)
    const b = await body(c)
    if (typeof b.method !== 'string') throw new AuthError(400, AuthErrorCode.INVALID_REQUEST, 'method is required')
    const chainId = typeof b.chainId === 'string' || typeof b.chainId === 'number' ? b.chainId : undefined
    return { result: await embeddedRpc(auth, s, { method: b.method, params: b.params, chainId }, options.upstreams) }
  })
  route('/auth/v1/email/update', async (c) => auth.updateEmail(await session(c), (await body(c)).email))
  route('/auth/v1/email/update/primary', async (c) => auth.verifyPrimary(await session(c), (await body(c)).otp))
  route('/auth/v1/email/update/secondary', async (c) => auth.verifySecondary(await session(c), (await body(c)).otp))
}

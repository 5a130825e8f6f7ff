import type { Context, Hono } from 'hono'
import type { AppEnv } from '../http/AppEnv.ts'
import type { Limiter } from '../limits/createLimits.ts'
import type { Project } from '../projects/Project.ts'
import { AuthError, AuthErrorCode } from './AuthError.ts'
import type { FarcasterLogin } from './farcaster/createFarcasterLogin.ts'
import { refreshCookie } from './refreshCookie.ts'
import type { TelegramLogin } from './telegram/createTelegramLogin.ts'

export type AccountLoginRouteOptions = {
  project(id: string): Promise<Project | undefined>
  farcaster: FarcasterLogin
  telegram: TelegramLogin
  /** Farcaster nonces and sign-ins and Telegram sign-ins, per caller address (AUTH_SIGNINS_PER_IP_PER_MINUTE). */
  signinsPerIp: Limiter
}

/**
 * The frame's sign-ins with an account of another service (issue 16 items 4 and 5), beside the e-mail
 * login's routes and behind the same frame-origin check (`authRoutes` registers it for `/auth/v1/*`, so
 * these are registered after it):
 * `POST /auth/v1/farcaster/nonce {projectId, deviceId}` → `{nonce, expiresAt}`;
 * `POST /auth/v1/farcaster/connect {projectId, deviceId, message, signature, username?}` and
 * `POST /auth/v1/telegram {projectId, deviceId, data}` → the e-mail login's session answer (and refresh
 * cookie) with `email: null`, `authProvider`, `username` and, for Farcaster, `fid`.
 */
export function accountLoginRoutes(app: Hono<AppEnv>, options: AccountLoginRouteOptions): void {
  const route = (path: string, handler: (c: Context<AppEnv>, body: Record<string, unknown>, p: Project) => unknown) =>
    app.post(path, async (c) => {
      try {
        const body = (await c.req.json().catch(() => undefined)) as Record<string, unknown> | undefined
        if (!body || typeof body !== 'object' || Array.isArray(body)) {
          throw new AuthError(400, AuthErrorCode.INVALID_REQUEST, 'A JSON body is required')
        }
        const p = typeof body.projectId === 'string' ? await options.project(body.projectId) : undefined
        if (!p) throw new AuthError(403, AuthErrorCode.INVALID_PROJECT_ID, 'Invalid Project ID')
        const limit = await options.signinsPerIp.consume(c.get('ip'))
        if (!limit.ok) {
          c.header('retry-after', String(limit.retryAfterSeconds))
          throw new AuthError(429, AuthErrorCode.RATE_LIMITED, 'Rate Limited')
        }
        return c.json((await handler(c, body, p)) ?? {})
      } catch (error) {
        if (error instanceof AuthError) return c.json({ code: error.code, message: error.message }, error.status)
        throw error
      }
    })

  route('/auth/v1/farcaster/nonce', (_c, body, p) => options.farcaster.issueNonce(p, body.deviceId))
  route('/auth/v1/farcaster/connect', async (c, body, p) => {
    const answer = await options.farcaster.connect(p, body)
    refreshCookie.set(c, p.id, answer.refreshToken)
    return answer
  })
  route('/auth/v1/telegram', async (c, body, p) => {
    const answer = await options.telegram.signIn(p, body)
    refreshCookie.set(c, p.id, answer.refreshToken)
    return answer
  })
}

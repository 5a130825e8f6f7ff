import type { Context } from 'hono'
import type { AppEnv } from '../../http/AppEnv.ts'
import type { Limiter } from '../../limits/createLimits.ts'
import type { Project } from '../../projects/Project.ts'
import { refreshCookie } from '../refreshCookie.ts'
import type { SocialService } from './createSocialService.ts'

/** What `authRoutes` lends the social routes: its POST route (frame origin checked, errors answered) and checks. */
export type AuthRouteKit = {
  route(path: string, handler: (c: Context<AppEnv>) => Promise<unknown>): void
  body(c: Context): Promise<Record<string, unknown>>
  project(id: unknown): Promise<Project>
  limited(limiter: Limiter, c: Context<AppEnv>): Promise<void>
}

/**
 * `/auth/v1/social/*`, called by the secure frame only (the `/auth/v1` origin check):
 * - `POST /auth/v1/social/redirect` `{projectId, deviceId, provider}` → `{uri}` (GET_SOCIAL_REDIRECT_URI)
 * - `POST /auth/v1/social/connect` `{projectId, deviceId, uri}` → the e-mail login's session answer, plus the
 *   refresh cookie (CONNECT_SOCIAL)
 * - `POST /auth/v1/social/return` `{state}` → `{returnTo}`: the way back of a login started without a popup
 *   (optional `returnTo` of the redirect call, on an allowed origin of the project); consumes nothing
 * All count against the per-address social limit.
 */
export function socialRoutes(kit: AuthRouteKit, social: SocialService, perIp: Limiter): void {
  kit.route('/auth/v1/social/redirect', async (c) => {
    const b = await kit.body(c)
    const p = await kit.project(b.projectId)
    await kit.limited(perIp, c)
    return social.start(
      p.id,
      b.provider,
      b.deviceId,
      b.returnTo === undefined ? undefined : { input: b.returnTo, allowedOrigins: p.allowedOrigins },
    )
  })
  // the callback page without an opener (Telegram): where the login started; reads, consumes nothing
  kit.route('/auth/v1/social/return', async (c) => {
    const b = await kit.body(c)
    await kit.limited(perIp, c)
    return social.returnTo(b.state)
  })
  kit.route('/auth/v1/social/connect', async (c) => {
    const b = await kit.body(c)
    const p = await kit.project(b.projectId)
    await kit.limited(perIp, c)
    const answer = await social.connect(p.id, b.deviceId, b.uri)
    refreshCookie.set(c, p.id, answer.refreshToken)
    return answer
  })
}

import { PreferredAccountRequestSchema, SmartAccountApiPath, SmartAccountInitRequestSchema } from '@gangway/protocol'
import type { Context, Hono } from 'hono'
import { AuthError, AuthErrorCode } from '../auth/AuthError.ts'
import type { Session } from '../auth/createAuthService.ts'
import type { AuthRouteKit } from '../auth/social/socialRoutes.ts'
import type { AppEnv } from '../http/AppEnv.ts'
import type { Limiter } from '../limits/createLimits.ts'
import type { SmartAccounts } from './createSmartAccounts.ts'

const parse = <T>(
  schema: {
    safeParse(
      v: unknown,
    ): { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } }
  },
  value: unknown,
): T => {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  throw new AuthError(400, AuthErrorCode.INVALID_REQUEST, `${issue?.path.join('.') || 'body'} ${issue?.message}`)
}

/**
 * The smart-account routes of the secure frame (smart.md §4), under `/auth/v1` (its origin check):
 * - `GET|POST /auth/v1/smart-account/networks` → `{ smartAccountEnabledNetworks }` (no session needed)
 * - `POST /auth/v1/smart-account/init` `{ chainId }` → `{ address, isDeployed }` (deploys nothing)
 * - `POST /auth/v1/preferred-account` `{ type, chainId }` → `{ type, address }`, stored per user; a smart
 *   account on a chain without them → 400 "Smart accounts are not available on this network"
 * Session routes count against a per-address limit.
 */
export function smartAccountRoutes(
  app: Hono<AppEnv>,
  kit: AuthRouteKit & { session(c: Context): Promise<Session> },
  smart: SmartAccounts,
  perIp: Limiter,
): void {
  const networks = () => ({ smartAccountEnabledNetworks: smart.networks() })
  app.get(SmartAccountApiPath.networks, (c) => c.json(networks()))
  kit.route(SmartAccountApiPath.networks, async () => networks())
  kit.route(SmartAccountApiPath.init, async (c) => {
    const session = await kit.session(c)
    await kit.limited(perIp, c)
    const { chainId } = parse(SmartAccountInitRequestSchema, await kit.body(c))
    return smart.init(session, chainId)
  })
  kit.route(SmartAccountApiPath.preferredAccount, async (c) => {
    const session = await kit.session(c)
    await kit.limited(perIp, c)
    const { type, chainId } = parse(PreferredAccountRequestSchema, await kit.body(c))
    return smart.setPreferred(session, type, chainId)
  })
}

import type { Hono } from 'hono'
import type { AppDeps } from '../AppDeps.ts'
import type { AppEnv } from '../http/AppEnv.ts'
import type { Limiter } from '../limits/createLimits.ts'
import type { Project } from '../projects/Project.ts'
import type { SessionRoutesOptions } from '../sessions/sessionRoutes.ts'
import type { SessionStore } from '../sessions/sessionStore.ts'
import { createSmartAccounts } from '../smart/createSmartAccounts.ts'
import { SmartAccountLimits } from '../smart/smartAccountLimits.ts'
import { accountLoginRoutes } from './accountLoginRoutes.ts'
import { authRoutes } from './authRoutes.ts'
import { devMailRoutes } from './devMailRoutes.ts'
import { createFarcasterLogin } from './farcaster/createFarcasterLogin.ts'
import { SocialLimits } from './social/socialLimits.ts'
import { createTelegramLogin } from './telegram/createTelegramLogin.ts'
import { TelegramLimits } from './telegram/telegramLimits.ts'

/**
 * The secure frame's API (`createApp` with `auth`): e-mail and social login, the embedded wallet's RPC (with
 * the smart accounts when the operator configured smart-account chains), Farcaster and Telegram login, the dev
 * inbox. Answers how the sessions' revoke route finds the wallet that granted a session (its key revokes
 * on-chain), or undefined without smart accounts.
 */
export function mountAuthRoutes(
  app: Hono<AppEnv>,
  params: {
    db: AppDeps['db']
    config: AppDeps['config']
    auth: NonNullable<AppDeps['auth']>
    smart: AppDeps['smart']
    project: (id: string) => Promise<Project | undefined>
    sessions: SessionStore
    perMinute: (name: string, points: number) => Limiter
    perHour: (name: string, points: number) => Limiter
  },
): SessionRoutesOptions['walletOf'] {
  const { db, config, auth, smart, perMinute, perHour } = params
  const lookup = params.project
  const sessionsStore = params.sessions
  const smartChains = config.smartAccounts?.chains ?? {}
  const smartAccounts =
    Object.keys(smartChains).length > 0
      ? createSmartAccounts({
          db,
          auth: auth.service,
          config: config.smartAccounts ?? { chains: {}, paymasterSignerKey: undefined },
          upstreams: config.rpcUpstreams,
          timeoutMs: config.rpcTimeoutMs,
          retries: config.rpcRetries,
          ...(smart?.pollingIntervalMs ? { pollingIntervalMs: smart.pollingIntervalMs } : {}),
          ...(smart?.now ? { now: smart.now } : {}),
          project: lookup,
        })
      : undefined
  // the revoke route revokes on-chain with the key of the wallet that granted the session
  authRoutes(app, auth.service, {
    frameOrigins: auth.frameOrigins,
    project: lookup,
    rpc: {
      upstreams: config.rpcUpstreams,
      timeoutMs: config.rpcTimeoutMs,
      retries: config.rpcRetries,
      tokenLists: config.tokenLists ?? {},
      store: sessionsStore,
    },
    ...(smartAccounts
      ? {
          smart: {
            service: smartAccounts,
            perIp: perMinute('auth-smart-ip', SmartAccountLimits.REQUESTS_PER_IP_PER_MINUTE),
          },
        }
      : {}),
    mailRequestsPerIp: perHour('auth-mail-requests-ip', config.authMailRequestsPerIpPerHour),
    codeChecksPerIp: perHour('auth-code-checks-ip', config.authCodeChecksPerIpPerHour),
    ...(auth.social
      ? {
          social: {
            service: auth.social,
            perIp: perHour('auth-social-ip', config.authSocialPerIpPerHour ?? SocialLimits.SOCIAL_PER_IP_PER_HOUR),
          },
        }
      : {}),
  })
  const rpc = { upstreams: config.rpcUpstreams, timeoutMs: config.rpcTimeoutMs, retries: config.rpcRetries }
  accountLoginRoutes(app, {
    project: lookup,
    farcaster: createFarcasterLogin({
      db,
      auth: auth.service,
      rpc,
      frameOrigins: auth.frameOrigins,
      ...(auth.now ? { now: auth.now } : {}),
    }),
    telegram: createTelegramLogin({
      db,
      auth: auth.service,
      botToken: config.telegramBotToken,
      maxAgeSeconds: config.telegramAuthMaxAgeSeconds ?? TelegramLimits.AUTH_MAX_AGE_SECONDS,
      ...(auth.now ? { now: auth.now } : {}),
    }),
    signinsPerIp: perMinute('auth-signins-ip', config.authSigninsPerIpPerMinute ?? 60),
  })
  if (auth.catcher) devMailRoutes(app, auth.catcher, { token: auth.devInboxToken })
  return smartAccounts ? async ({ userId }) => smartAccounts.userWallet(userId) : undefined
}

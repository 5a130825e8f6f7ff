import type { Kysely } from 'kysely'
import type { AuthService } from './auth/createAuthService.ts'
import type { SocialService } from './auth/social/createSocialService.ts'
import type { MailCatcher } from './auth/startMailCatcher.ts'
import type { ServerConfig } from './config/ServerConfig.ts'
import type { SwapProvider } from './convert/SwapProvider.ts'
import type { Database } from './db/Database.ts'
import type { Readiness } from './health/createReadiness.ts'
import type { Limits } from './limits/createLimits.ts'
import type { Log } from './log.ts'
import type { Metrics } from './metrics/createMetrics.ts'
import type { OnrampProviderPlugin } from './onramp/OnrampProviderPlugin.ts'
import type { SiwxService } from './siwx/createSiwxService.ts'

/** What `createApp` is made of: the database, the configuration it reads, and the services and clocks tests replace. */
export type AppDeps = {
  db: Kysely<Database>
  config: Pick<
    ServerConfig,
    | 'imagesDir'
    | 'registryImagesDir'
    | 'rpcUpstreams'
    | 'rpcTimeoutMs'
    | 'rpcRetries'
    | 'rateLimitPerMinute'
    | 'rateLimitPerIpPerMinute'
    | 'eventsPerIpPerMinute'
    | 'trustedProxies'
    | 'errorReportsPerMinute'
    | 'bodyLimitBytes'
    | 'apiBodyLimitBytes'
    | 'rpcMethods'
    | 'authMailRequestsPerIpPerHour'
    | 'authCodeChecksPerIpPerHour'
    | 'projectCacheMs'
    | 'walletsCacheMs'
    | 'siwxSigninsPerIpPerMinute'
  > &
    Partial<
      Pick<
        ServerConfig,
        | 'tokenLists'
        | 'prices'
        | 'balanceCacheMs'
        | 'swapDexes'
        | 'convertPerIpPerMinute'
        | 'bitcoinBackends'
        | 'bitcoinPerIpPerMinute'
        | 'spamContracts'
        | 'authSigninsPerIpPerMinute'
        | 'farcasterRelayKeys'
        | 'farcasterConnectUrl'
        | 'farcasterChannelsPerIpPerMinute'
        | 'farcasterRelayRequestsPerIpPerMinute'
        | 'telegramBotToken'
        | 'logRequests'
        | 'telegramAuthMaxAgeSeconds'
        | 'authSocialPerIpPerHour'
        | 'onrampProviders'
        | 'onrampPerIpPerMinute'
        | 'namesZone'
        | 'namesReserved'
        | 'namesReadsPerIpPerMinute'
        | 'namesRegistrationsPerIpPerMinute'
        | 'namesRegistrationsPerAddressPerHour'
        | 'ensGatewayKey'
        | 'smartAccounts'
        | 'sessionReadsPerIpPerMinute'
        | 'sessionRevokesPerIpPerMinute'
        | 'rpcMaxBatchCalls'
        | 'metrics'
      >
    >
  log?: Log
  /**
   * The app's metrics (`/metrics` and what counts into them); a registry of its own by default. Where
   * `/metrics` is answered: `config.metrics` (default: on this app, without a token).
   */
  metrics?: Metrics
  /** What `/healthz` and `/readyz` answer (`startServer`'s phases); default: ready while the database answers. */
  readiness?: Readiness
  /** Where limit counters live (in memory by default; in Redis shared by every node with `REDIS_URL`). */
  limits?: Limits
  /** E-mail, social, Farcaster and Telegram login (`/auth/v1`) and, in development, the dev inbox. */
  auth?: {
    service: AuthService
    frameOrigins: readonly string[]
    /** The dev inbox's mail (`/dev/mail`): given only when it may be served (see `devInboxAccess`). */
    catcher?: MailCatcher | undefined
    /** When set, the dev inbox answers only requests carrying this token (a non-loopback bind). */
    devInboxToken?: string | undefined
    social?: SocialService | undefined
    /** The clock of the Farcaster nonces and the Telegram login's age check (tests move it). */
    now?: () => number
  }
  /** Smart accounts (`config.smartAccounts`): viem's polling interval (tests on anvil: 50 ms) and the budget's clock. */
  smart?: { pollingIntervalMs?: number; now?: () => number }
  /** Account names (`/v1/profile`): the clock of the registration messages' age check (tests move it). */
  names?: { now?: () => number }
  /** Session permissions (`/v1/sessions`, `wallet_grantPermissions`): the clock of expiries and revocations. */
  sessions?: { now?: () => number }
  /** Sign in with X (`/siwx/v1`); by default one over `db` and the RPC proxy's upstreams. */
  siwx?: SiwxService
  /** Swaps (`/v1/convert`): aggregators beside the on-chain Uniswap provider (convert/SwapProvider.ts). */
  convert?: { providers?: SwapProvider[] }
  /**
   * On-ramp (`/v1/onramp`): the provider plug-ins (default: made from `config.onrampProviders`), this
   * server's public URL for the webhook URLs, the clock of the webhook window, the fetch of provider quotes.
   */
  onramp?: {
    providers?: OnrampProviderPlugin[]
    webhookBaseUrl?: () => string
    now?: () => number
    fetch?: typeof fetch
  }
}

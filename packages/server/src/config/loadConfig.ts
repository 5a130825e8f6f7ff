import { isIP } from 'node:net'
import { join, resolve } from 'node:path'
import { z } from 'zod/mini'
import { loadSocialConfig } from '../auth/social/loadSocialConfig.ts'
import { SocialLimits } from '../auth/social/socialLimits.ts'
import { TelegramLimits } from '../auth/telegram/telegramLimits.ts'
import { BitcoinLimits } from '../bitcoin/bitcoinLimits.ts'
import { loadBitcoinBackends } from '../bitcoin/loadBitcoinBackends.ts'
import { ConvertLimits } from '../convert/convertLimits.ts'
import { FarcasterRelayLimits } from '../farcaster/farcasterRelayLimits.ts'
import { parseEnsGatewayKey, parseNamesReserved, parseNamesZone } from '../names/ens/ensGatewayConfig.ts'
import { NameLimits } from '../names/NameLimits.ts'
import { parseOnrampProviders } from '../onramp/OnrampProviderConfig.ts'
import { OnrampLimits } from '../onramp/onrampLimits.ts'
import { ProjectInputSchema } from '../projects/ProjectInput.ts'
import { RpcLimits } from '../rpc/rpcLimits.ts'
import { SessionLimits } from '../sessions/SessionLimits.ts'
import { SiwxLimits } from '../siwx/siwxLimits.ts'
import { bundledFrameDir } from './bundledFrameDir.ts'
import {
  PriceTableSchema,
  RpcMethodsSchema,
  StartBlocksSchema,
  loadSwapDexes as swapDexes,
  TokenListsSchema,
  UpstreamsSchema,
} from './configSchemas.ts'
import { devInboxToken } from './devInboxToken.ts'
import { envInteger } from './envInteger.ts'
import { envJson as json, envList as list, envOneOf as oneOf } from './envReaders.ts'
import { loadOperationsConfig } from './loadOperationsConfig.ts'
import { loadRelayLimits } from './loadRelayLimits.ts'
import { loadSmartAccounts } from './loadSmartAccounts.ts'
import type { ServerConfig } from './ServerConfig.ts'

export const DEFAULT_RPC_UPSTREAMS: Record<string, string> = {
  'eip155:31337': 'http://127.0.0.1:8545',
  'eip155:31338': 'http://127.0.0.1:8546',
}

const integer = envInteger

/**
 * Reads the environment (see the README's table); a bad value stops the server with a message naming it.
 */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  defaults: { frameDir?: string | undefined } = { frameDir: bundledFrameDir() },
): ServerConfig {
  const production = env.NODE_ENV === 'production'
  const masterKey = env.GANGWAY_MASTER_KEY ? Buffer.from(env.GANGWAY_MASTER_KEY, 'base64') : undefined
  if (masterKey && masterKey.length !== 32) throw new Error('GANGWAY_MASTER_KEY must be 32 bytes, base64-encoded')
  if (production && !masterKey) {
    throw new Error(
      'GANGWAY_MASTER_KEY is required in production (32 random bytes, base64): it protects the embedded wallets',
    )
  }
  if (production && !env.SMTP_URL) throw new Error('SMTP_URL is required in production (login codes are mailed)')
  if (env.SMTP_URL && !/^smtps?:\/\//.test(env.SMTP_URL)) throw new Error('SMTP_URL must be an smtp:// or smtps:// URL')
  const databaseUrl = env.DATABASE_URL
  let database: ServerConfig['database']
  if (databaseUrl === 'memory') database = { kind: 'pglite', dataDir: undefined }
  else if (databaseUrl) {
    if (!/^postgres(ql)?:\/\//.test(databaseUrl)) {
      throw new Error('DATABASE_URL must be a postgres:// URL, or "memory" for a throwaway embedded database')
    }
    database = { kind: 'postgres', url: databaseUrl }
  } else database = { kind: 'pglite', dataDir: resolve(env.DATA_DIR || '.gangway') }
  // FRAME_DIR: a build to serve, `off`, or (unset) the build shipped in the installed package, if any
  const frameDir = env.FRAME_DIR === 'off' ? undefined : env.FRAME_DIR ? resolve(env.FRAME_DIR) : defaults.frameDir
  // default: the frame this process serves (FRAME_PORT), as the browser reaches it on this machine
  const frameOrigins = (env.FRAME_ORIGINS ?? `http://localhost:${frameDir ? env.FRAME_PORT || '4001' : '4001'}`)
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean)
    .map((o) => {
      if (!/^https?:\/\/[^/\s]+$/.test(o))
        throw new Error(`FRAME_ORIGINS: ${o} is not an origin (scheme://host[:port])`)
      return o
    })
  return {
    port: integer('PORT', 0, 65_535, 4000)(env.PORT),
    host: env.HOST || '127.0.0.1',
    database,
    logRequests: oneOf('LOG_REQUESTS', ['errors', 'all', 'off'] as const, 'errors')(env.LOG_REQUESTS),
    logFormat: oneOf('LOG_FORMAT', ['json', 'pretty'] as const, 'json')(env.LOG_FORMAT),
    logLevel: oneOf('LOG_LEVEL', ['info', 'warn', 'error'] as const, 'info')(env.LOG_LEVEL),
    imagesDir: env.IMAGES_DIR ? resolve(env.IMAGES_DIR) : undefined,
    registryImagesDir: resolve(env.REGISTRY_IMAGES_DIR || join(env.DATA_DIR || '.gangway', 'registry-images')),
    rpcUpstreams: json('RPC_UPSTREAMS', UpstreamsSchema, env.RPC_UPSTREAMS, DEFAULT_RPC_UPSTREAMS),
    rpcTimeoutMs: integer('RPC_TIMEOUT_MS', 100, 120_000, 10_000)(env.RPC_TIMEOUT_MS),
    rpcRetries: integer('RPC_RETRIES', 0, 10, 3)(env.RPC_RETRIES),
    rateLimitPerMinute: integer('RATE_LIMIT_PER_MINUTE', 1, 1_000_000, 600)(env.RATE_LIMIT_PER_MINUTE),
    rateLimitPerIpPerMinute: integer(
      'RATE_LIMIT_PER_IP_PER_MINUTE',
      1,
      10_000_000,
      3000,
    )(env.RATE_LIMIT_PER_IP_PER_MINUTE),
    eventsPerIpPerMinute: integer('EVENTS_PER_IP_PER_MINUTE', 1, 1_000_000, 120)(env.EVENTS_PER_IP_PER_MINUTE),
    trustedProxies: list(env.TRUSTED_PROXIES).map((a) => {
      if (isIP(a) === 0) throw new Error(`TRUSTED_PROXIES: ${a} is not an IP address`)
      return a
    }),
    errorReportsPerMinute: integer('ERROR_REPORTS_PER_MINUTE', 1, 10_000, 5)(env.ERROR_REPORTS_PER_MINUTE),
    bodyLimitBytes: integer('BODY_LIMIT_BYTES', 1024, 50_000_000, 1_048_576)(env.BODY_LIMIT_BYTES),
    apiBodyLimitBytes: integer('API_BODY_LIMIT_BYTES', 1024, 10_000_000, 65_536)(env.API_BODY_LIMIT_BYTES),
    rpcMethods: json('RPC_METHODS', RpcMethodsSchema, env.RPC_METHODS, {}),
    rpcMaxBatchCalls: integer('RPC_MAX_BATCH_CALLS', 1, 1000, RpcLimits.MAX_BATCH_CALLS)(env.RPC_MAX_BATCH_CALLS),
    authMailsPerEmailPerHour: integer(
      'AUTH_MAILS_PER_EMAIL_PER_HOUR',
      1,
      10_000,
      10,
    )(env.AUTH_MAILS_PER_EMAIL_PER_HOUR),
    authMailRequestsPerIpPerHour: integer(
      'AUTH_MAIL_REQUESTS_PER_IP_PER_HOUR',
      1,
      1_000_000,
      30,
    )(env.AUTH_MAIL_REQUESTS_PER_IP_PER_HOUR),
    authCodeChecksPerIpPerHour: integer(
      'AUTH_CODE_CHECKS_PER_IP_PER_HOUR',
      1,
      1_000_000,
      60,
    )(env.AUTH_CODE_CHECKS_PER_IP_PER_HOUR),
    authSocialPerIpPerHour: integer(
      'AUTH_SOCIAL_PER_IP_PER_HOUR',
      1,
      1_000_000,
      SocialLimits.SOCIAL_PER_IP_PER_HOUR,
    )(env.AUTH_SOCIAL_PER_IP_PER_HOUR),
    siwxSigninsPerIpPerMinute: integer(
      'SIWX_SIGNINS_PER_IP_PER_MINUTE',
      1,
      1_000_000,
      SiwxLimits.SIGNINS_PER_IP_PER_MINUTE,
    )(env.SIWX_SIGNINS_PER_IP_PER_MINUTE),
    authSigninsPerIpPerMinute: integer(
      'AUTH_SIGNINS_PER_IP_PER_MINUTE',
      1,
      1_000_000,
      60,
    )(env.AUTH_SIGNINS_PER_IP_PER_MINUTE),
    farcasterRelayKeys: list(env.FARCASTER_RELAY_KEYS).map((key) => {
      if (key.length < 16) throw new Error('FARCASTER_RELAY_KEYS: each key must be at least 16 characters')
      return key
    }),
    farcasterConnectUrl: (() => {
      const url = env.FARCASTER_CONNECT_URL || FarcasterRelayLimits.CONNECT_URL
      if (!/^https?:\/\/[^\s?#]+$/.test(url)) {
        throw new Error('FARCASTER_CONNECT_URL must be an http(s) URL without query or fragment')
      }
      return url
    })(),
    farcasterChannelsPerIpPerMinute: integer(
      'FARCASTER_CHANNELS_PER_IP_PER_MINUTE',
      1,
      1_000_000,
      FarcasterRelayLimits.CHANNELS_PER_IP_PER_MINUTE,
    )(env.FARCASTER_CHANNELS_PER_IP_PER_MINUTE),
    farcasterRelayRequestsPerIpPerMinute: integer(
      'FARCASTER_RELAY_REQUESTS_PER_IP_PER_MINUTE',
      1,
      1_000_000,
      FarcasterRelayLimits.REQUESTS_PER_IP_PER_MINUTE,
    )(env.FARCASTER_RELAY_REQUESTS_PER_IP_PER_MINUTE),
    telegramBotToken: (() => {
      const token = env.TELEGRAM_BOT_TOKEN
      if (!token) return undefined
      if (!/^\d{1,20}:[A-Za-z0-9_-]{20,100}$/.test(token)) {
        throw new Error('TELEGRAM_BOT_TOKEN must be a bot token as BotFather gives it (<bot id>:<secret>)')
      }
      return token
    })(),
    telegramAuthMaxAgeSeconds: integer(
      'TELEGRAM_AUTH_MAX_AGE_SECONDS',
      10,
      86_400,
      TelegramLimits.AUTH_MAX_AGE_SECONDS,
    )(env.TELEGRAM_AUTH_MAX_AGE_SECONDS),
    smtpTimeoutMs: integer('SMTP_TIMEOUT_MS', 100, 120_000, 10_000)(env.SMTP_TIMEOUT_MS),
    walletsCacheMs: integer('WALLETS_CACHE_MS', 0, 3_600_000, 60_000)(env.WALLETS_CACHE_MS),
    projectCacheMs: integer('PROJECT_CACHE_MS', 0, 3_600_000, 5_000)(env.PROJECT_CACHE_MS),
    relayPublicUrls: (env.RELAY_PUBLIC_URLS ?? '')
      .split(',')
      .map((u) => u.trim())
      .filter(Boolean)
      .map((u) => {
        if (!/^wss?:\/\/[^/\s]+/.test(u)) throw new Error(`RELAY_PUBLIC_URLS: ${u} is not a ws:// or wss:// URL`)
        return u
      }),
    redisUrl: (() => {
      const url = env.REDIS_URL
      if (!url) return undefined
      if (!/^rediss?:\/\//.test(url)) throw new Error('REDIS_URL must be a redis:// or rediss:// URL')
      return url
    })(),
    relayLimits: loadRelayLimits(env),
    tokenLists: json('TOKEN_LISTS', TokenListsSchema, env.TOKEN_LISTS, {}) as ServerConfig['tokenLists'],
    prices: json('PRICE_TABLE', PriceTableSchema, env.PRICE_TABLE, {}),
    balanceCacheMs: integer('BALANCE_CACHE_MS', 0, 3_600_000, 30_000)(env.BALANCE_CACHE_MS),
    swapDexes: swapDexes(env.SWAP_DEXES),
    convertPerIpPerMinute: integer(
      'CONVERT_PER_IP_PER_MINUTE',
      1,
      1_000_000,
      ConvertLimits.REQUESTS_PER_IP_PER_MINUTE,
    )(env.CONVERT_PER_IP_PER_MINUTE),
    bitcoinBackends: loadBitcoinBackends(env.BITCOIN_BACKENDS),
    bitcoinPerIpPerMinute: integer(
      'BITCOIN_PER_IP_PER_MINUTE',
      1,
      1_000_000,
      BitcoinLimits.REQUESTS_PER_IP_PER_MINUTE,
    )(env.BITCOIN_PER_IP_PER_MINUTE),
    // its keys are secrets: messages name the entry and field, never the value
    onrampProviders: parseOnrampProviders(env.ONRAMP_PROVIDERS),
    onrampPerIpPerMinute: integer(
      'ONRAMP_PER_IP_PER_MINUTE',
      1,
      1_000_000,
      OnrampLimits.REQUESTS_PER_IP_PER_MINUTE,
    )(env.ONRAMP_PER_IP_PER_MINUTE),
    sessionReadsPerIpPerMinute: integer(
      'SESSION_READS_PER_IP_PER_MINUTE',
      1,
      1_000_000,
      SessionLimits.READS_PER_IP_PER_MINUTE,
    )(env.SESSION_READS_PER_IP_PER_MINUTE),
    sessionRevokesPerIpPerMinute: integer(
      'SESSION_REVOKES_PER_IP_PER_MINUTE',
      1,
      1_000_000,
      SessionLimits.REVOKES_PER_IP_PER_MINUTE,
    )(env.SESSION_REVOKES_PER_IP_PER_MINUTE),
    namesReadsPerIpPerMinute: integer(
      'NAMES_READS_PER_IP_PER_MINUTE',
      1,
      1_000_000,
      NameLimits.READS_PER_IP_PER_MINUTE,
    )(env.NAMES_READS_PER_IP_PER_MINUTE),
    namesRegistrationsPerIpPerMinute: integer(
      'NAMES_REGISTRATIONS_PER_IP_PER_MINUTE',
      1,
      1_000_000,
      NameLimits.REGISTRATIONS_PER_IP_PER_MINUTE,
    )(env.NAMES_REGISTRATIONS_PER_IP_PER_MINUTE),
    namesRegistrationsPerAddressPerHour: integer(
      'NAMES_REGISTRATIONS_PER_ADDRESS_PER_HOUR',
      1,
      1_000_000,
      NameLimits.REGISTRATIONS_PER_ADDRESS_PER_HOUR,
    )(env.NAMES_REGISTRATIONS_PER_ADDRESS_PER_HOUR),
    indexer: {
      enabled: (() => {
        const v = env.INDEXER ?? 'on'
        if (v !== 'on' && v !== 'off') throw new Error(`INDEXER must be on or off, got ${JSON.stringify(v)}`)
        return v === 'on'
      })(),
      confirmations:
        env.INDEXER_CONFIRMATIONS === undefined || env.INDEXER_CONFIRMATIONS === ''
          ? undefined
          : integer('INDEXER_CONFIRMATIONS', 0, 1000, 0)(env.INDEXER_CONFIRMATIONS),
      pollMs: integer('INDEXER_POLL_MS', 100, 600_000, 1_000)(env.INDEXER_POLL_MS),
      startBlocks: json('INDEXER_START_BLOCKS', StartBlocksSchema, env.INDEXER_START_BLOCKS, {}),
    },
    spamContracts: (env.SPAM_CONTRACTS ?? '')
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean)
      .map((s) => {
        if (!/^eip155:\d+:0x[0-9a-f]{40}$/.test(s)) throw new Error(`SPAM_CONTRACTS: ${s} is not a CAIP-10 EVM address`)
        return s
      }),
    production,
    masterKey,
    masterKeyFile:
      database.kind === 'pglite'
        ? database.dataDir && join(database.dataDir, 'master.key')
        : join(resolve(env.DATA_DIR || '.gangway'), 'master.key'),
    smtpUrl: env.SMTP_URL || undefined,
    devInboxToken: devInboxToken(env.DEV_INBOX_TOKEN),
    mailFrom: env.MAIL_FROM || 'Gangway <login@localhost>',
    publicUrl: env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/+$/, '') : undefined,
    frameOrigins,
    frame: frameDir
      ? {
          dir: frameDir,
          port: integer('FRAME_PORT', 0, 65_535, 4001)(env.FRAME_PORT),
          host: env.FRAME_HOST || env.HOST || '127.0.0.1',
        }
      : undefined,
    // after FRAME_PORT is checked: the default redirect URI is on the frame's origin
    social: loadSocialConfig(env, frameOrigins),
    seedProjects: json('SEED_PROJECTS', z.array(ProjectInputSchema), env.SEED_PROJECTS, []),
    namesZone: parseNamesZone(env.NAMES_ZONE),
    namesReserved: parseNamesReserved(env.NAMES_RESERVED),
    ensGatewayKey: parseEnsGatewayKey(env.ENS_GATEWAY_KEY),
    smartAccounts: loadSmartAccounts(env),
    ...loadOperationsConfig(env, { production, host: env.HOST || '127.0.0.1' }),
  }
}

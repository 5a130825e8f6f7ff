import type { DatabaseTarget } from '../db/openDatabase.ts'
import type { RequestLogMode } from '../http/requestGate.ts'
import type { LogFormat, LogLevel } from '../log.ts'
import type { ProjectInput } from '../projects/ProjectInput.ts'

/** Everything the server reads from its environment, validated (see `loadConfig`). */
export type ServerConfig = {
  port: number
  host: string
  database: DatabaseTarget
  /** `LOG_REQUESTS`: which answers get a log line — `errors` (failed ones, the default), `all`, `off`. */
  logRequests: RequestLogMode
  /** `LOG_FORMAT`: `json` lines (default) or `pretty` compact lines for a console (`npm start`). */
  logFormat: LogFormat
  /** `LOG_LEVEL`: the least level written — `info` (default), `warn`, `error`. */
  logLevel: LogLevel
  /** Operator-supplied images: `<dir>/wallets/<id>.(svg|png|webp|jpg)`, `assets/`, `currencies/`, `tokens/`. */
  imagesDir: string | undefined
  /** Where `gangway-server wallets sync` stores the registry's wallet images (below IMAGES_DIR). */
  registryImagesDir?: string | undefined
  /** JSON-RPC upstream per CAIP-2 chain id for the `/v1` proxy. */
  rpcUpstreams: Record<string, string>
  rpcTimeoutMs: number
  rpcRetries: number
  /** Requests per minute per client (client id, else address) and project (429 past it). */
  rateLimitPerMinute: number
  /** Requests per minute per address, whatever the client id: the ceiling (429 past it). */
  rateLimitPerIpPerMinute: number
  /** `POST /e` events per minute per address. */
  eventsPerIpPerMinute: number
  /** Proxies whose `X-Forwarded-For` is believed (exact addresses); others' is ignored. */
  trustedProxies: string[]
  /** Error reports (`POST /e` with `props.type = 'error'`) per minute per client (SPEC §9: 5). */
  errorReportsPerMinute: number
  /** Largest body of a `/v1` RPC request. */
  bodyLimitBytes: number
  /** Largest body of every other route (413 past it). */
  apiBodyLimitBytes: number
  /** Methods the `/v1` proxy forwards per CAIP-2 chain (`*` = every chain); default `DEFAULT_RPC_METHODS`. */
  rpcMethods: Record<string, string[]>
  /** The most calls one `/v1` batch may hold (RPC_MAX_BATCH_CALLS); each call counts against the rate limits. */
  rpcMaxBatchCalls: number
  /** Login mails (device links and codes) per address per hour. */
  authMailsPerEmailPerHour: number
  /** Requests that may send login mail, per caller address per hour. */
  authMailRequestsPerIpPerHour: number
  /** Code checks (login and e-mail update), per caller address per hour. */
  authCodeChecksPerIpPerHour: number
  /** Social sign-in starts and connects (`/auth/v1/social/*`), per caller address per hour. */
  authSocialPerIpPerHour: number
  /** Sign-in-with-X nonces and sign-ins (`/siwx/v1/nonce`, `POST /siwx/v1/sessions`) per caller address per minute. */
  siwxSigninsPerIpPerMinute: number
  /** Farcaster nonces and sign-ins and Telegram sign-ins (`/auth/v1/farcaster/*`, `/auth/v1/telegram`) per caller address per minute. */
  authSigninsPerIpPerMinute: number
  /** Keys a Farcaster client sends (`X-Farcaster-Auth-Relay-Key`) to complete a relay channel; none: nobody can. */
  farcasterRelayKeys: string[]
  /** The link a relay channel answers (`<url>?channelToken=…`), which the Farcaster app opens. */
  farcasterConnectUrl: string
  /** Relay channels opened per caller address per minute. */
  farcasterChannelsPerIpPerMinute: number
  /** Relay status polls and authentications per caller address per minute. */
  farcasterRelayRequestsPerIpPerMinute: number
  /** The Telegram bot whose login widget the sites use; unset: Telegram login is off. */
  telegramBotToken: string | undefined
  /** Telegram login data older than this (its auth_date) is refused. */
  telegramAuthMaxAgeSeconds: number
  /** Connect, greeting and socket timeout of the SMTP client (ms). */
  smtpTimeoutMs: number
  /** How long a `/getWallets` answer is reused (ms); registry edits in the database show up after this. */
  walletsCacheMs: number
  /** How long a project read from the database is reused (ms); CLI changes show up after this. */
  projectCacheMs: number
  /** Public URLs of the WalletConnect relay (the `aud` clients sign); empty = ws://127.0.0.1:<port>/relay and ws://localhost:<port>/relay. */
  relayPublicUrls: string[]
  /** With a Redis URL, relay processes share mailboxes and fan-out through it; without, in memory. */
  redisUrl: string | undefined
  /** The relay's limits (quotas, caps, rates, redelivery; README "WalletConnect relay"). */
  relayLimits: import('../relay/RelayLimits.ts').RelayLimits
  /** ERC-20s whose balances are read, per CAIP-2 chain (default: the devnet tokens). */
  tokenLists: Record<string, import('../balances/TokenEntry.ts').TokenEntry[]>
  /** Prices per currency and CAIP-10 token (`…:native` for the native coin). */
  prices: import('../balances/TokenEntry.ts').PriceTable
  /** How long a balance answer is reused per address and chain (SPEC §9: 30 s). */
  balanceCacheMs: number
  /**
   * The DEXes `/v1/convert` quotes and swaps on, per CAIP-2 chain (`SWAP_DEXES` over the mainnet defaults of
   * convert/defaultSwapDexes.ts); a chain swaps when it also has an RPC upstream.
   */
  swapDexes: import('../convert/SwapDexes.ts').SwapDexes
  /** `/v1/convert/*` requests per IP per minute, on top of the `/v1` ceiling. */
  convertPerIpPerMinute: number
  /** Bitcoin API and balances per `bip122:` chain (`BITCOIN_BACKENDS`): the devnet's bcoin node or Esplora. */
  bitcoinBackends?: Record<string, import('../bitcoin/loadBitcoinBackends.ts').BitcoinBackendConfig>
  /** `/v1/bitcoin/*` requests per IP per minute, on top of the `/v1` ceiling. */
  bitcoinPerIpPerMinute?: number
  /** On-ramp providers offered (`ONRAMP_PROVIDERS`, in this order); empty: none, the options still answer. */
  onrampProviders: import('../onramp/OnrampProviderConfig.ts').OnrampProviderConfig[]
  /** On-ramp options, quotes, URLs and purchase look-ups per IP per minute, on top of the `/v1` ceiling. */
  onrampPerIpPerMinute: number
  /** The zone account names are registered under (`NAMES_ZONE`, default `gangway.id`): names are `<label>.<zone>`. */
  namesZone: string
  /** Labels added to the built-in reserved ones (`NAMES_RESERVED`, lower case): nobody registers them. */
  namesReserved: string[]
  /** Name look-ups (account, reverse, suggestions) per IP per minute, on top of the `/v1` ceiling. */
  namesReadsPerIpPerMinute: number
  /** Name registrations posted per IP per minute. */
  namesRegistrationsPerIpPerMinute: number
  /** Name registrations with a valid signature per registering address per hour. */
  namesRegistrationsPerAddressPerHour: number
  /** `GET /v1/sessions/{caipAddress}` per IP per minute (session permissions). */
  sessionReadsPerIpPerMinute: number
  /** `POST /v1/sessions/{address}/revoke` per IP per minute, refused ones included. */
  sessionRevokesPerIpPerMinute: number
  /** The activity indexer (one per EVM chain of `rpcUpstreams`). */
  indexer: IndexerConfig
  /** CAIP-10 NFT collections the history and NFT answers flag `is_spam` (lowercase). */
  spamContracts: string[]
  /** `NODE_ENV=production`: the master key and SMTP_URL are required, the dev inbox is off. */
  production: boolean
  /** Master key of the embedded wallets' envelope encryption (GANGWAY_MASTER_KEY, 32 bytes base64). */
  masterKey: Buffer | undefined
  /** Without a master key (development only): the file a generated one is kept in; undefined = in memory. */
  masterKeyFile: string | undefined
  /**
   * SMTP server for login mail; unset (development only) → a built-in catcher and `/dev/mail`, served only
   * when HOST is a loopback address or to requests carrying `devInboxToken`.
   */
  smtpUrl: string | undefined
  /** DEV_INBOX_TOKEN: serves the dev inbox on a non-loopback HOST to requests carrying it (16+ characters). */
  devInboxToken?: string | undefined
  mailFrom: string
  /** This server's public base URL (links in mail). */
  publicUrl: string | undefined
  /** Origins of the secure frame allowed to call `/auth/v1`. */
  frameOrigins: string[]
  /** Social login: the configured providers (SOCIAL_PROVIDERS) and the redirect URI on the frame's origin. */
  social: import('../auth/social/loadSocialConfig.ts').SocialConfig
  /**
   * The secure frame's production host (FRAME_DIR = the built `apps/frame`, FRAME_PORT, FRAME_HOST): served on
   * its own port, so on its own origin. Undefined: not served by this process.
   */
  frame: { dir: string; port: number; host: string } | undefined
  /** Projects created or updated at start (the `local` demo project is always there). */
  seedProjects: ProjectInput[]
  /** `ENS_GATEWAY_KEY`: the key the ENS gateway signs answers with (README "ENS gateway"); unset → gateway off. */
  ensGatewayKey: `0x${string}` | undefined
  /** `SMART_ACCOUNTS` and `PAYMASTER_SIGNER_KEY` (README "Smart accounts"): default no chain, no sponsorship. */
  smartAccounts: import('./loadSmartAccounts.ts').SmartAccountsConfig
} & import('./loadOperationsConfig.ts').OperationsConfig

export type IndexerConfig = {
  enabled: boolean
  /** Depth before a block is indexed; undefined = 0 on local devnets (31337, 31338, 1337), 12 elsewhere. */
  confirmations: number | undefined
  pollMs: number
  /** Where to start on an empty database, per CAIP-2 chain; default 0 on local devnets, `head` elsewhere. */
  startBlocks: Record<string, number | 'head'>
}

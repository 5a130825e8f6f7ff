import type { DatabaseTarget } from '../db/openDatabase.ts'
import type { ProjectInput } from '../projects/ProjectInput.ts'

/** Everything the server reads from its environment, validated (see `loadConfig`). */
export type ServerConfig = {
  port: number
  host: string
  database: DatabaseTarget
  /** Operator-supplied images: `<dir>/wallets/<id>.(svg|png|webp|jpg)`, `assets/`, `currencies/`, `tokens/`. */
  imagesDir: string | undefined
  /** JSON-RPC upstream per CAIP-2 chain id for the `/v1` proxy. */
  rpcUpstreams: Record<string, string>
  rpcTimeoutMs: number
  rpcRetries: number
  /** Requests per minute per client and project (429 past it). */
  rateLimitPerMinute: number
  /** Error reports (`POST /e` with `props.type = 'error'`) per minute per client (SPEC §9: 5). */
  errorReportsPerMinute: number
  bodyLimitBytes: number
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
  /** Proxies whose `X-Forwarded-For` is believed (exact addresses); others' is ignored. */
  trustedProxies: string[]
  /** ERC-20s whose balances are read, per CAIP-2 chain (default: the devnet tokens). */
  tokenLists: Record<string, import('../balances/defaultTokenLists.ts').TokenEntry[]>
  /** Prices per currency and CAIP-10 token (`…:native` for the native coin). */
  prices: import('../balances/defaultTokenLists.ts').PriceTable
  /** How long a balance answer is reused per address and chain (SPEC §9: 30 s). */
  balanceCacheMs: number
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
  /** SMTP server for login mail; unset (development only) → a built-in catcher and `/dev/mail`. */
  smtpUrl: string | undefined
  mailFrom: string
  /** This server's public base URL (links in mail). */
  publicUrl: string | undefined
  /** Origins of the secure frame allowed to call `/auth/v1`. */
  frameOrigins: string[]
  /** Projects created or updated at start (the `local` demo project is always there). */
  seedProjects: ProjectInput[]
}

export type IndexerConfig = {
  enabled: boolean
  /** Depth before a block is indexed; undefined = 0 on local devnets (31337, 31338, 1337), 12 elsewhere. */
  confirmations: number | undefined
  pollMs: number
  /** Where to start on an empty database, per CAIP-2 chain; default 0 on local devnets, `head` elsewhere. */
  startBlocks: Record<string, number | 'head'>
}

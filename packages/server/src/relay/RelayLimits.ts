/**
 * Relay limits (SPEC §9 names none). Chosen so an official client's traffic fits with room to spare and one
 * client, one address or all of them together can only hold a bounded share of the process. Each has an
 * environment variable (README "WalletConnect relay"). Past a request limit: a JSON-RPC error, the socket
 * stays; past a connection limit: close 1013 (the official "try again later"); refused access: close 3000.
 */
export type RelayLimits = {
  /** Largest `message` in a publish (characters of its base64 text = bytes). */
  maxMessageChars: number
  /** Topics one socket may be subscribed to. */
  maxTopicsPerSocket: number
  /** Messages a client id may publish per second, over all its sockets (and all nodes with Redis). */
  publishesPerSecond: number
  /** Messages one address may publish per second, over all its client ids. */
  publishesPerSecondPerIp: number
  /** Other requests (subscribe, fetch …) a client id may make per second, over all its sockets. */
  requestsPerSecond: number
  /** Stored-message lifetime is clamped to this range (seconds). */
  minTtlSeconds: number
  maxTtlSeconds: number
  /** Bytes the whole mailbox may hold (per process in memory; shared by all nodes with Redis). */
  mailboxMaxBytes: number
  /** Bytes of stored messages one client id may have published and not yet expired. */
  clientMaxBytes: number
  /** Bytes of stored messages one address may have published and not yet expired. */
  ipMaxBytes: number
  /** Open sockets per address (IPv6: per /64). */
  connectionsPerIp: number
  /** Open sockets per client id. */
  connectionsPerClient: number
  /** New sockets per address per minute (refused attempts count too). */
  connectsPerMinutePerIp: number
  /** Deliveries a socket may leave unacknowledged; more wait until it acknowledges. */
  maxUnackedPerSocket: number
  /** First redelivery of an unacknowledged message after this long; each further one waits twice as long. */
  redeliverAfterMs: number
  /** Sends of one message to one socket (first + redeliveries); a socket that acknowledges none is closed. */
  maxDeliveryAttempts: number
  /** Redeliveries one process sends per second, over all sockets; the rest wait for the next second. */
  redeliveriesPerSecond: number
  /** Bytes an address may send per second (all its sockets); past it they are not read for a while. */
  inboundBytesPerSecondPerIp: number
  /** Bytes queued to a socket that does not read; past it deliveries wait and its requests are not read. */
  maxBufferedBytes: number
  /** Longest relay-auth token accepted (exp − iat); the official clients mint one-day tokens. */
  maxTokenLifetimeSeconds: number
}

const KiB = 1024
const MiB = 1024 * KiB

export const DEFAULT_RELAY_LIMITS: RelayLimits = {
  maxMessageChars: 512 * KiB,
  maxTopicsPerSocket: 1000,
  publishesPerSecond: 50,
  publishesPerSecondPerIp: 500,
  requestsPerSecond: 100,
  minTtlSeconds: 30,
  maxTtlSeconds: 24 * 3600,
  mailboxMaxBytes: 64 * MiB,
  clientMaxBytes: 2 * MiB,
  ipMaxBytes: 16 * MiB,
  connectionsPerIp: 200,
  connectionsPerClient: 10,
  connectsPerMinutePerIp: 300,
  maxUnackedPerSocket: 100,
  redeliverAfterMs: 5000,
  maxDeliveryAttempts: 5,
  redeliveriesPerSecond: 2000,
  inboundBytesPerSecondPerIp: 8 * MiB,
  maxBufferedBytes: 4 * MiB,
  maxTokenLifetimeSeconds: 24 * 3600,
}

/** Redelivery waits double up to this long. */
export const MAX_REDELIVERY_BACKOFF_MS = 60_000

/** Requests of one socket waiting to be handled before the relay stops reading it. */
export const MAX_QUEUED_REQUESTS = 32

/** Messages in one `irn_fetchMessages` answer (`hasMore` tells the client to ask again). */
export const MAX_FETCHED_MESSAGES = 100

/** JSON-RPC error codes the relay answers. */
export const RelayErrorCode = {
  PARSE: -32700,
  INVALID_REQUEST: -32600,
  METHOD_NOT_FOUND: -32601,
  INVALID_PARAMS: -32602,
  LIMIT: -32001,
} as const

/** WebSocket close codes and reasons (3000 and its texts as the official relay sends them). */
export const RelayClose = {
  UNAUTHORIZED: 3000,
  TRY_AGAIN_LATER: 1013,
  POLICY: 1008,
  SHUTDOWN: 1001,
  PROJECT_MISSING: 'Authorization error: Project ID is missing',
  PROJECT_NOT_FOUND: 'Project not found',
  ORIGIN_NOT_ALLOWED: 'Unauthorized: origin not allowed',
} as const

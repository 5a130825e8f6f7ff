import { DEFAULT_RELAY_LIMITS, type RelayLimits } from '../relay/RelayLimits.ts'

/** Environment variable of each relay limit (README "WalletConnect relay" has the table). */
export const RELAY_LIMIT_ENV: Record<keyof RelayLimits, string> = {
  maxMessageChars: 'RELAY_MAX_MESSAGE_BYTES',
  maxTopicsPerSocket: 'RELAY_TOPICS_PER_SOCKET',
  publishesPerSecond: 'RELAY_PUBLISHES_PER_SECOND',
  publishesPerSecondPerIp: 'RELAY_PUBLISHES_PER_SECOND_PER_IP',
  requestsPerSecond: 'RELAY_REQUESTS_PER_SECOND',
  minTtlSeconds: 'RELAY_MIN_TTL_SECONDS',
  maxTtlSeconds: 'RELAY_MAX_TTL_SECONDS',
  mailboxMaxBytes: 'RELAY_MAILBOX_MAX_BYTES',
  clientMaxBytes: 'RELAY_CLIENT_MAX_BYTES',
  ipMaxBytes: 'RELAY_IP_MAX_BYTES',
  connectionsPerIp: 'RELAY_CONNECTIONS_PER_IP',
  connectionsPerClient: 'RELAY_CONNECTIONS_PER_CLIENT',
  connectsPerMinutePerIp: 'RELAY_CONNECTS_PER_MINUTE_PER_IP',
  maxUnackedPerSocket: 'RELAY_UNACKED_PER_SOCKET',
  redeliverAfterMs: 'RELAY_REDELIVER_AFTER_MS',
  maxDeliveryAttempts: 'RELAY_DELIVERY_ATTEMPTS',
  redeliveriesPerSecond: 'RELAY_REDELIVERIES_PER_SECOND',
  inboundBytesPerSecondPerIp: 'RELAY_INBOUND_BYTES_PER_SECOND_PER_IP',
  maxBufferedBytes: 'RELAY_MAX_BUFFERED_BYTES',
  maxTokenLifetimeSeconds: 'RELAY_TOKEN_MAX_SECONDS',
}

/** The ceiling on a stored message's ttl: at most a week, whatever the environment says. */
const TTL_CEILING_SECONDS = 7 * 24 * 3600

const positiveInteger = (name: string, value: string | undefined, fallback: number) => {
  if (value === undefined || value === '') return fallback
  const n = Number(value)
  if (!Number.isSafeInteger(n) || n < 1)
    throw new Error(`${name} must be a positive integer, got ${JSON.stringify(value)}`)
  return n
}

/** Reads the relay limits from the environment; every one is a positive integer with its default. */
export function loadRelayLimits(env: Record<string, string | undefined>): RelayLimits {
  const out = { ...DEFAULT_RELAY_LIMITS }
  for (const [field, name] of Object.entries(RELAY_LIMIT_ENV) as [keyof RelayLimits, string][]) {
    out[field] = positiveInteger(name, env[name], DEFAULT_RELAY_LIMITS[field])
  }
  if (out.maxTtlSeconds > TTL_CEILING_SECONDS) {
    throw new Error(`RELAY_MAX_TTL_SECONDS must be at most ${TTL_CEILING_SECONDS} (7 days)`)
  }
  if (out.minTtlSeconds > out.maxTtlSeconds)
    throw new Error('RELAY_MIN_TTL_SECONDS must not exceed RELAY_MAX_TTL_SECONDS')
  if (out.maxTokenLifetimeSeconds > TTL_CEILING_SECONDS) {
    throw new Error(`RELAY_TOKEN_MAX_SECONDS must be at most ${TTL_CEILING_SECONDS} (7 days)`)
  }
  return out
}

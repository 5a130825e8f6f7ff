import { envInteger } from './envInteger.ts'

/** How the operator watches and stops the server: `/metrics` and the shutdown timings (README "Running it"). */
export type OperationsConfig = {
  metrics: {
    /** `METRICS_PORT`: `/metrics` on a listener of its own; undefined → on the API port (see `onApiPort`). */
    port: number | undefined
    /** `METRICS_HOST`: the metrics listener's address (default `HOST`). */
    host: string
    /** `METRICS_TOKEN`: scrapes send `Authorization: Bearer <token>`. */
    token: string | undefined
    /** Whether the API port answers `/metrics`: without METRICS_PORT, when a token guards it or outside production. */
    onApiPort: boolean
    /** `METRICS_AUTH_FAILURES_PER_IP_PER_MINUTE`: wrong tokens an address may send before it is refused (429). */
    authFailuresPerIpPerMinute: number
  }
  /** `SHUTDOWN_DELAY_MS`: after SIGTERM, how long `/readyz` says 503 while requests are still served (the load balancer notices). */
  shutdownDelayMs: number
  /** `SHUTDOWN_TIMEOUT_MS`: then how long requests in flight and relay sockets may take to finish before they are cut. */
  shutdownTimeoutMs: number
}

/** The smallest token accepted: 32 characters (e.g. `openssl rand -hex 16` or longer) cannot be guessed online. */
export const METRICS_TOKEN_MIN_LENGTH = 32

/** Reads `METRICS_*` and `SHUTDOWN_*` (README's configuration table). */
export function loadOperationsConfig(
  env: Record<string, string | undefined>,
  defaults: { production: boolean; host: string },
): OperationsConfig {
  const token = env.METRICS_TOKEN || undefined
  if (token !== undefined && (token.length < METRICS_TOKEN_MIN_LENGTH || !/^[\x21-\x7e]+$/.test(token))) {
    throw new Error(
      `METRICS_TOKEN must be at least ${METRICS_TOKEN_MIN_LENGTH} printable characters without spaces (e.g. openssl rand -hex 32)`,
    )
  }
  const port = env.METRICS_PORT ? envInteger('METRICS_PORT', 0, 65_535, 0)(env.METRICS_PORT) : undefined
  return {
    metrics: {
      port,
      host: env.METRICS_HOST || defaults.host,
      token,
      onApiPort: port === undefined && (token !== undefined || !defaults.production),
      authFailuresPerIpPerMinute: envInteger(
        'METRICS_AUTH_FAILURES_PER_IP_PER_MINUTE',
        1,
        10_000,
        10,
      )(env.METRICS_AUTH_FAILURES_PER_IP_PER_MINUTE),
    },
    shutdownDelayMs: envInteger('SHUTDOWN_DELAY_MS', 0, 300_000, 0)(env.SHUTDOWN_DELAY_MS),
    shutdownTimeoutMs: envInteger('SHUTDOWN_TIMEOUT_MS', 1000, 600_000, 25_000)(env.SHUTDOWN_TIMEOUT_MS),
  }
}

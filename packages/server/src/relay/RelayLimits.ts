/** Relay limits (SPEC §9 names none; chosen so a session's traffic fits easily). Past them: a JSON-RPC error. */
export type RelayLimits = {
  /** Largest `message` in a publish (characters of its base64 text). */
  maxMessageChars: number
  /** Topics one socket may be subscribed to. */
  maxTopicsPerSocket: number
  /** Publishes per client per second. */
  publishesPerSecond: number
  /** Stored-message lifetime is clamped to this range (seconds). */
  minTtlSeconds: number
  maxTtlSeconds: number
}

export const DEFAULT_RELAY_LIMITS: RelayLimits = {
  maxMessageChars: 512 * 1024,
  maxTopicsPerSocket: 1000,
  publishesPerSecond: 100,
  minTtlSeconds: 30,
  maxTtlSeconds: 30 * 24 * 3600,
}

/** JSON-RPC error codes the relay answers. */
export const RelayErrorCode = {
  PARSE: -32700,
  INVALID_REQUEST: -32600,
  METHOD_NOT_FOUND: -32601,
  INVALID_PARAMS: -32602,
  LIMIT: -32001,
} as const

/** A JSON-RPC message from a relay client, its `id` kept as the exact digits sent (19-digit ids exceed 2^53). */
export type RelayMessage =
  | { kind: 'request'; id: string; method: string; params: Record<string, unknown> }
  | { kind: 'response'; id: string; result?: unknown; error?: unknown }
  | { kind: 'invalid'; id: string | null; reason: string }

const BIG_ID = /"id"\s*:\s*(-?\d+)/g
/** The id first, as every client writes it: its digits are read here and the text parsed as it is. */
const LEADING_ID = /^\s*\{\s*"id"\s*:\s*(-?\d+)\s*[,}]/
/** An acknowledgement exactly as the official clients write one (`JSON.stringify` of the result). */
const ACKNOWLEDGEMENT = /^\{"id":(\d{1,20}),"jsonrpc":"2\.0","result":true\}$/

/**
 * Parses one WebSocket text frame, keeping a numeric id's exact digits: read from the front when the id
 * comes first (the usual case, one short match), else numeric ids are turned into strings before
 * JSON.parse (message bodies are base64 strings, so no other `"id": <digits>` can occur in them).
 */
export function parseRelayMessage(text: string): RelayMessage {
  // half the frames a relay reads: the whole text is matched, so parsing it would give the same
  const ack = text.length <= 64 ? ACKNOWLEDGEMENT.exec(text) : null
  if (ack) return { kind: 'response', id: ack[1] as string, result: true, error: undefined }
  const leading = LEADING_ID.exec(text)
  let value: unknown
  try {
    value = JSON.parse(leading ? text : text.replace(BIG_ID, '"id":"$1"'))
  } catch {
    return { kind: 'invalid', id: null, reason: 'Parse error' }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { kind: 'invalid', id: null, reason: 'Invalid request: expected a JSON-RPC object' }
  }
  const v = value as { id?: unknown; method?: unknown; params?: unknown; result?: unknown; error?: unknown }
  const id = leading
    ? (leading[1] as string)
    : typeof v.id === 'string' || typeof v.id === 'number'
      ? String(v.id)
      : null
  if (id === null) return { kind: 'invalid', id: null, reason: 'Invalid request: id is missing' }
  if (typeof v.method === 'string') {
    const params = typeof v.params === 'object' && v.params !== null && !Array.isArray(v.params) ? v.params : {}
    return { kind: 'request', id, method: v.method, params: params as Record<string, unknown> }
  }
  if ('result' in v || 'error' in v) return { kind: 'response', id, result: v.result, error: v.error }
  return { kind: 'invalid', id, reason: 'Invalid request: method is missing' }
}

/** A JSON-RPC answer with the id written back exactly as it came (digits stay digits, strings stay strings). */
export function formatResult(id: string, result: unknown): string {
  return `{"id":${formatId(id)},"jsonrpc":"2.0","result":${result === true ? 'true' : JSON.stringify(result)}}`
}

export function formatError(id: string | null, code: number, message: string): string {
  return `{"id":${id === null ? 'null' : formatId(id)},"jsonrpc":"2.0","error":${JSON.stringify({ code, message })}}`
}

const DIGITS = /^-?\d+$/
const formatId = (id: string) => (DIGITS.test(id) ? id : JSON.stringify(id))

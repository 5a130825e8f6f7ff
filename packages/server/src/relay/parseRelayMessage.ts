/** A JSON-RPC message from a relay client, its `id` kept as the exact digits sent (19-digit ids exceed 2^53). */
export type RelayMessage =
  | { kind: 'request'; id: string; method: string; params: Record<string, unknown> }
  | { kind: 'response'; id: string; result?: unknown; error?: unknown }
  | { kind: 'invalid'; id: string | null; reason: string }

const BIG_ID = /"id"\s*:\s*(-?\d+)/g
/** The id first, as every client writes it: its digits are read here and the text parsed as it is. */
const LEADING_ID = /^\s*\{\s*"id"\s*:\s*(-?\d+)\s*[,}]/
const ID_FIRST = '{"id":'
const ACK_REST = ',"jsonrpc":"2.0","result":true}'

/** The digits after `{"id":` when a frame starts so (as every client writes it), read by hand: no match object. */
function idFirst(text: string): string | undefined {
  if (!text.startsWith(ID_FIRST)) return undefined
  let i = ID_FIRST.length
  if (text.charCodeAt(i) === 45) i++ // -
  const digits = i
  while (i < text.length && i < 40) {
    const c = text.charCodeAt(i)
    if (c < 48 || c > 57) break
    i++
  }
  const next = text.charCodeAt(i)
  return i > digits && (next === 44 || next === 125) ? text.slice(ID_FIRST.length, i) : undefined // , or }
}

/**
 * The id of an acknowledgement written exactly as the official clients write one (`JSON.stringify` of
 * `{id, jsonrpc, result: true}`, a non-negative id) — half the frames a relay reads —, else undefined. The
 * whole text is then known, so parsing it would give the same.
 */
export function acknowledgementId(text: string): string | undefined {
  if (!text.endsWith(ACK_REST)) return undefined
  const first = idFirst(text)
  return first !== undefined &&
    first.charCodeAt(0) !== 45 &&
    text.length === ID_FIRST.length + first.length + ACK_REST.length
    ? first
    : undefined
}

/**
 * Parses one WebSocket text frame, keeping a numeric id's exact digits: read from the front when the id
 * comes first (the usual case, one short match), else numeric ids are turned into strings before
 * JSON.parse (message bodies are base64 strings, so no other `"id": <digits>` can occur in them).
 */
export function parseRelayMessage(text: string): RelayMessage {
  const acked = acknowledgementId(text)
  if (acked !== undefined) return { kind: 'response', id: acked, result: true, error: undefined }
  const first = idFirst(text)
  const leading = first ?? LEADING_ID.exec(text)?.[1]
  let value: unknown
  try {
    value = JSON.parse(leading !== undefined ? text : text.replace(BIG_ID, '"id":"$1"'))
  } catch {
    return { kind: 'invalid', id: null, reason: 'Parse error' }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { kind: 'invalid', id: null, reason: 'Invalid request: expected a JSON-RPC object' }
  }
  const v = value as { id?: unknown; method?: unknown; params?: unknown; result?: unknown; error?: unknown }
  const id =
    leading !== undefined ? leading : typeof v.id === 'string' || typeof v.id === 'number' ? String(v.id) : null
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

import { RelayErrorCode, type RelayLimits } from './RelayLimits.ts'

/** A request the relay refuses: answered as a JSON-RPC error, the socket stays. */
export class RelayError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

const TOPIC = /^[A-Za-z0-9_-]{1,128}$/
/** An attestation is a JWT of about a kilobyte; anything much longer is not one. */
const MAX_ATTESTATION_CHARS = 8192

export function topicParam(value: unknown): string {
  if (typeof value !== 'string' || !TOPIC.test(value)) {
    throw new RelayError(RelayErrorCode.INVALID_PARAMS, 'Invalid params: topic must be 1–128 letters, digits, _ or -')
  }
  return value
}

export function listParam(value: unknown, name: string, max = 1000): unknown[] {
  if (!Array.isArray(value) || value.length > max) {
    throw new RelayError(RelayErrorCode.INVALID_PARAMS, `Invalid params: ${name} must be a list of at most ${max}`)
  }
  return value
}

export function numberParam(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback
}

/** A validated publish; one shape for all (`attestation` undefined when there is none). */
export type PublishParams = {
  topic: string
  message: string
  ttl: number
  tag: number
  attestation?: string | undefined
}

export function publishParams(params: Record<string, unknown>, limits: RelayLimits): PublishParams {
  const topic = topicParam(params.topic)
  if (typeof params.message !== 'string' || params.message.length === 0) {
    throw new RelayError(RelayErrorCode.INVALID_PARAMS, 'Invalid params: message must be a non-empty string')
  }
  if (params.message.length > limits.maxMessageChars) {
    throw new RelayError(RelayErrorCode.LIMIT, `Message too large (at most ${limits.maxMessageChars} characters)`)
  }
  const attestation = typeof params.attestation === 'string' ? params.attestation : undefined
  if (attestation && attestation.length > MAX_ATTESTATION_CHARS) {
    throw new RelayError(
      RelayErrorCode.INVALID_PARAMS,
      `Invalid params: attestation must be at most ${MAX_ATTESTATION_CHARS} characters`,
    )
  }
  return {
    topic,
    message: params.message,
    ttl: numberParam(params.ttl, 300),
    tag: numberParam(params.tag, 0),
    attestation: attestation || undefined,
  }
}

import type { SIWXMessage } from './SIWXConfig.ts'

const FIELDS = [
  'accountAddress',
  'chainId',
  'domain',
  'uri',
  'version',
  'nonce',
  'statement',
  'resources',
  'requestId',
  'issuedAt',
  'expirationTime',
  'notBefore',
] as const

/**
 * A message's data without its methods (what `addSession` stores and what can cross `postMessage` or JSON):
 * the CAIP-122 fields the message has, absent ones left out.
 */
export function siwxMessageData(message: SIWXMessage.Data): SIWXMessage.Data {
  const data: Record<string, unknown> = {}
  for (const field of FIELDS) {
    const value = message[field]
    if (value !== undefined) data[field] = Array.isArray(value) ? [...value] : value
  }
  return data as unknown as SIWXMessage.Data
}

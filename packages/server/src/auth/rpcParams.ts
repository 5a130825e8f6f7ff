import { type Hex, isHex } from 'viem'
import { AuthError, AuthErrorCode } from './AuthError.ts'

/** The checks of the embedded wallet's RPC parameters (embeddedRpc.ts, smart/smartRpc.ts). */
export const badRequest = (message: string) => new AuthError(400, AuthErrorCode.INVALID_REQUEST, message)

export const hexOrUndefined = (value: unknown, name: string): Hex | undefined => {
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string' || !value.startsWith('0x') || !isHex(value))
    throw badRequest(`${name} must start with 0x`)
  return value as Hex
}

export const quantity = (value: unknown, name: string): bigint | undefined => {
  const hex = hexOrUndefined(value, name)
  return hex === undefined ? undefined : hex === '0x' ? 0n : BigInt(hex)
}

export type CheckedCall = { to: Hex; data: Hex | undefined; value: bigint | undefined; gas: bigint | undefined }

/** The calls of `eth_sendTransaction` (one) or `wallet_sendCalls` (`params[0].calls`), checked. */
export function parseCalls(method: string, params: unknown[]): CheckedCall[] {
  type Tx = { to?: unknown; value?: unknown; data?: unknown; gas?: unknown }
  const calls: Tx[] =
    method === 'eth_sendTransaction' ? [params[0] as Tx] : ((params[0] as { calls?: Tx[] } | undefined)?.calls ?? [])
  if (!Array.isArray(calls) || calls.length === 0 || calls.some((c) => !c || typeof c !== 'object')) {
    throw badRequest('No transaction to send')
  }
  return calls.map((c) => {
    const to = hexOrUndefined(c.to, 'to')
    if (!to) throw badRequest('to must start with 0x')
    return { to, data: hexOrUndefined(c.data, 'data'), value: quantity(c.value, 'value'), gas: quantity(c.gas, 'gas') }
  })
}

/** The typed data of `eth_signTypedData_v4`: a JSON string (or an object), with `types`, `primaryType` and `message`. */
export function parseTypedData(value: unknown) {
  let data: unknown = value
  if (typeof value === 'string') {
    try {
      data = JSON.parse(value)
    } catch {
      throw badRequest('typed data must be EIP-712 JSON')
    }
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) throw badRequest('typed data is required')
  const typed = data as { domain?: unknown; types?: unknown; primaryType?: unknown; message?: unknown }
  if (!typed.types || typeof typed.types !== 'object' || typeof typed.primaryType !== 'string' || !typed.message) {
    throw badRequest('typed data needs types, primaryType and message')
  }
  const { EIP712Domain: _, ...types } = typed.types as Record<string, unknown>
  return { domain: typed.domain ?? {}, types, primaryType: typed.primaryType, message: typed.message }
}

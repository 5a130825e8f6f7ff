import { type Address, type Hex, isAddress, isHex } from 'viem'
import { ProviderErrorCode, ProviderRpcError } from './ProviderRpcError.ts'

/** Validation of request params; every failure is a -32602 error that names the method and the problem. */
export function invalidParams(method: string, problem: string): ProviderRpcError {
  return new ProviderRpcError(ProviderErrorCode.invalidParams, `${method}: ${problem}`)
}

export function paramsArray(method: string, params: unknown, min: number): unknown[] {
  if (!Array.isArray(params)) throw invalidParams(method, 'params must be an array')
  if (params.length < min) throw invalidParams(method, `expected at least ${min} param(s), got ${params.length}`)
  return params
}

export function paramObject(method: string, value: unknown, what: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw invalidParams(method, `${what} must be an object`)
  }
  return value as Record<string, unknown>
}

export function paramAddress(method: string, value: unknown, what: string): Address {
  if (typeof value !== 'string' || !isAddress(value, { strict: false })) {
    throw invalidParams(method, `${what} must be a 20-byte hex address, got ${JSON.stringify(value)}`)
  }
  return value as Address
}

export function paramHex(method: string, value: unknown, what: string): Hex {
  if (typeof value !== 'string' || !isHex(value)) {
    throw invalidParams(method, `${what} must be a 0x-prefixed hex string, got ${JSON.stringify(value)}`)
  }
  return value
}

export function paramChainId(method: string, value: unknown): number {
  const hex = paramHex(method, value, 'chainId')
  const id = Number.parseInt(hex, 16)
  if (!Number.isSafeInteger(id) || id <= 0)
    throw invalidParams(method, `chainId must be a positive integer, got ${hex}`)
  return id
}

export function optionalHex(method: string, value: unknown, what: string): Hex | undefined {
  return value === undefined || value === null ? undefined : paramHex(method, value, what)
}

export function optionalQuantity(method: string, value: unknown, what: string): bigint | undefined {
  const hex = optionalHex(method, value, what)
  return hex === undefined ? undefined : BigInt(hex)
}

import { type Address, isAddress } from '@solana/kit'
import { invalidParams, MIN_CONTEXT_SLOT_NOT_REACHED, RpcError } from './rpcError.ts'
import type { SolanaLedger } from './SolanaLedger.ts'

/** Readers for positional JSON-RPC params: each throws -32602 with what was wrong. */
export type Config = Record<string, unknown>

export function addressParam(value: unknown, name = 'address'): Address {
  if (typeof value !== 'string' || !isAddress(value)) throw invalidParams(`${name} is not a base58 public key`)
  return value
}

export function stringParam(value: unknown, name: string): string {
  if (typeof value !== 'string') throw invalidParams(`${name} must be a string`)
  return value
}

export function integerParam(value: unknown, name: string, max = Number.MAX_SAFE_INTEGER): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0 || value > max)
    throw invalidParams(`${name} must be an integer from 0 to ${max}`)
  return value
}

const COMMITMENTS = ['processed', 'confirmed', 'finalized']

/** The optional config object; checks commitment and minContextSlot (everything here is already final). */
export function configParam(value: unknown, ledger: SolanaLedger): Config {
  if (value === undefined || value === null) return {}
  if (typeof value !== 'object' || Array.isArray(value)) throw invalidParams('config must be an object')
  const config = value as Config
  for (const key of ['commitment', 'preflightCommitment']) {
    if (config[key] !== undefined && !COMMITMENTS.includes(config[key] as string))
      throw invalidParams(`${key} must be processed, confirmed or finalized`)
  }
  if (config.minContextSlot !== undefined) {
    const min = integerParam(config.minContextSlot, 'minContextSlot')
    if (BigInt(min) > ledger.slot)
      throw new RpcError(MIN_CONTEXT_SLOT_NOT_REACHED, 'Minimum context slot has not been reached', {
        contextSlot: ledger.slot,
      })
  }
  return config
}

export function paramsArray(params: unknown): unknown[] {
  if (params === undefined) return []
  if (!Array.isArray(params)) throw invalidParams('params must be an array')
  return params
}

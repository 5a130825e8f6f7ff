import { NATIVE_TOKEN_ADDRESS } from '@gangway/protocol'
import { type Address, getAddress, maxUint256 } from 'viem'
import { ConvertError, SWAPS_UNSUPPORTED } from './ConvertError.ts'
import { ConvertLimits } from './convertLimits.ts'

const CAIP2 = /^eip155:[0-9]{1,20}$/
const CAIP10 = /^(eip155:[0-9]{1,20}):(0x[0-9a-fA-F]{40})$/
const PLAIN = /^0x[0-9a-fA-F]{40}$/

const show = (value: string) => JSON.stringify(value.length > 100 ? `${value.slice(0, 100)}…` : value)

/** A required string parameter. */
export function required(param: string, value: unknown): string {
  if (typeof value !== 'string' || value === '') throw new ConvertError(param, `${param} is required`)
  return value
}

/** A CAIP-2 eip155 chain id the server swaps on (else SPEC §8's 'Network not supported for Swaps'). */
export function chainParam(param: string, value: unknown, served: readonly string[], unsupported = SWAPS_UNSUPPORTED) {
  const chainId = required(param, value)
  if (!CAIP2.test(chainId)) {
    throw new ConvertError(param, `${param} ${show(chainId)} is not a CAIP-2 eip155 chain id such as eip155:1`)
  }
  if (!served.includes(chainId)) throw new ConvertError(param, unsupported)
  return chainId
}

/** A CAIP-10 token address: its chain (one the server swaps on) and the token, `'native'` for 0xeee…e. */
export function tokenParam(param: string, value: unknown, served: readonly string[]) {
  const caip = required(param, value)
  const match = CAIP10.exec(caip)
  if (!match) {
    throw new ConvertError(param, `${param} ${show(caip)} is not a CAIP-10 token address such as eip155:1:0x…`)
  }
  const chainId = match[1] as string
  if (!served.includes(chainId)) throw new ConvertError(param, SWAPS_UNSUPPORTED)
  const address = (match[2] as string).toLowerCase()
  return {
    caip,
    chainId,
    token: address === NATIVE_TOKEN_ADDRESS ? ('native' as const) : (getAddress(address) as Address),
  }
}

/** The user's address, plain (`0x…`) or CAIP-10 (AppKit sends both, depending on the call). */
export function userParam(param: string, value: unknown): Address {
  const text = required(param, value)
  const plain = CAIP10.exec(text)?.[2] ?? (PLAIN.test(text) ? text : undefined)
  if (!plain) throw new ConvertError(param, `${param} ${show(text)} is not an EVM address (0x… or CAIP-10)`)
  return getAddress(plain)
}

/** An amount in smallest units: a positive integer string that fits uint256. */
export function amountParam(param: string, value: unknown): bigint {
  const text = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : required(param, value)
  if (!/^[0-9]+$/.test(text) || text.length > ConvertLimits.MAX_AMOUNT_DIGITS) {
    throw new ConvertError(param, `${param} ${show(text)} is not an integer amount in the token's smallest unit`)
  }
  const amount = BigInt(text)
  if (amount === 0n) throw new ConvertError(param, `${param} must be more than 0`)
  if (amount > maxUint256) throw new ConvertError(param, `${param} ${show(text)} is larger than a uint256`)
  return amount
}

/** Slippage in percent: a number (or numeric string) from 0 to `MAX_SLIPPAGE_PERCENT`; SPEC §9's 1 when absent. */
export function slippageParam(param: string, value: unknown): number {
  if (value === undefined || value === null || value === '') return ConvertLimits.DEFAULT_SLIPPAGE_PERCENT
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^[0-9.]+$/.test(value)
        ? Number(value)
        : Number.NaN
  if (!Number.isFinite(n) || n < 0 || n > ConvertLimits.MAX_SLIPPAGE_PERCENT) {
    throw new ConvertError(param, `${param} must be a percentage from 0 to ${ConvertLimits.MAX_SLIPPAGE_PERCENT}`)
  }
  return n
}

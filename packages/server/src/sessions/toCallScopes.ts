import type { ContractCallPermission } from '@gangway/protocol'
import { type AbiFunction, type Address, getAddress, type Hex, isAddress, toFunctionSelector } from 'viem'
import { invalidGrant } from './SessionError.ts'

/** A (target, selector) pair the GangwayAccount lets the session key call. */
export type CallScope = { target: Address; selector: Hex }

/** The selector the account gives a call without 4 bytes of data (a plain ETH transfer). */
export const TRANSFER_SELECTOR: Hex = '0x00000000'

/**
 * A `contract-call` permission's (target, selector) pairs: each function named is looked up in the
 * permission's ABI and its selector computed (viem `toFunctionSelector`); an overloaded name grants every
 * overload. `receive` (an ABI `receive` entry) grants plain transfers to the contract. What the account
 * cannot enforce on-chain is refused rather than silently widened: argument conditions, per-function value
 * limits, delegate calls.
 */
export function toCallScopes(permission: ContractCallPermission): CallScope[] {
  const { address, abi, functions } = permission.data
  if (!isAddress(address, { strict: false })) throw invalidGrant(`contract-call address ${address} is not an address`)
  const target = getAddress(address)
  if (functions.length === 0) throw invalidGrant(`contract-call for ${target} names no function`)
  const scopes: CallScope[] = []
  for (const fn of functions) {
    const where = `contract-call ${target} ${JSON.stringify(fn.functionName)}`
    if (fn.args && fn.args.length > 0) throw invalidGrant(`${where}: argument conditions are not supported`)
    if (fn.valueLimit !== undefined) {
      throw invalidGrant(`${where}: per-function value limits are not supported; use native-token-recurring-allowance`)
    }
    if (fn.operation !== undefined && fn.operation !== 'Call') {
      throw invalidGrant(`${where}: only Call operations are supported`)
    }
    if (fn.functionName === 'receive' && abi.some((item) => item.type === 'receive')) {
      scopes.push({ target, selector: TRANSFER_SELECTOR })
      continue
    }
    const items = abi.filter((item) => item.type === 'function' && item.name === fn.functionName)
    if (items.length === 0) throw invalidGrant(`${where}: the ABI has no such function`)
    for (const item of items) {
      let selector: Hex
      try {
        selector = toFunctionSelector(item as unknown as AbiFunction)
      } catch {
        throw invalidGrant(`${where}: the ABI entry is not a valid function`)
      }
      scopes.push({ target, selector })
    }
  }
  return scopes
}

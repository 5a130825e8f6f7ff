import type { ContractCallPermission } from '@gangway/protocol'
import { type AbiFunction, type Address, getAddress, type Hex, isAddress, toFunctionSelector } from 'viem'
import { invalidGrant } from './SessionError.ts'

/**
 * What GangwayAccountV2 lets the session key call on a target: one function (`Function` scope: calls whose data
 * starts with `selector`) or plain transfers (`Transfer` scope: calls with empty data). The grant never makes an
 * `AnyCall` scope: a wildcard is only ever that explicit kind, never a selector value.
 */
export type CallScope = { target: Address; kind: 'function'; selector: Hex } | { target: Address; kind: 'transfer' }

/**
 * Selectors that meant something else than one function to the version-1 account — 0xffffffff "any function of
 * the target", 0x00000000 "a plain transfer" — refused even though v2 scopes say so explicitly: a function
 * whose computed selector is one of them (`ccccvKygDv()` hashes to 0xffffffff) is never granted.
 */
export const SENTINEL_SELECTORS: readonly Hex[] = ['0xffffffff', '0x00000000']

/**
 * A `contract-call` permission's scopes: each function named is looked up in the permission's ABI and its
 * selector computed (viem `toFunctionSelector`); an overloaded name grants every overload. `receive` (an ABI
 * `receive` entry) grants plain transfers to the contract. What the account cannot enforce on-chain is refused
 * rather than silently widened: argument conditions, per-function value limits, delegate calls; so is a
 * function whose selector collides with a sentinel (`SENTINEL_SELECTORS`).
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
      scopes.push({ target, kind: 'transfer' })
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
      if (SENTINEL_SELECTORS.includes(selector)) {
        throw invalidGrant(
          `${where}: its selector ${selector} is reserved (it once meant ${selector === '0xffffffff' ? 'any function' : 'a plain transfer'}); not granted`,
        )
      }
      scopes.push({ target, kind: 'function', selector })
    }
  }
  return scopes
}

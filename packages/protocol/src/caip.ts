import { z } from 'zod/mini'
import { CHAIN_NAMESPACE_PATTERN, type ChainNamespace } from './chainNamespace.ts'
import { typeOfValue } from './typeOfValue.ts'

export type CaipNetworkId = `${ChainNamespace}:${string}`
export type CaipAddress = `${ChainNamespace}:${string}:${string}`

const part = /^[-a-zA-Z0-9]{1,64}$/

/**
 * Why `value` is no CAIP-2 network id (`namespace:reference`, exactly 2 parts, e.g. `eip155:1`), or undefined
 * when it is one. Plain code, no zod: the dialog checks a site's network ids before any zod code has loaded.
 */
export function caipNetworkIdIssue(value: unknown): string | undefined {
  if (typeof value !== 'string') return `Invalid input: expected string, received ${typeOfValue(value)}`
  const parts = value.split(':')
  if (parts.length !== 2) return `Invalid CAIP network id "${value}": expected exactly 2 parts`
  if (!CHAIN_NAMESPACE_PATTERN.test(parts[0] ?? '')) {
    return `Invalid CAIP network id "${value}": "${parts[0]}" is not a CAIP-2 namespace`
  }
  if (!part.test(parts[1] ?? '')) return `Invalid CAIP network id "${value}": bad reference`
  return undefined
}

/** Whether `value` is a CAIP-10 address: `namespace:reference:address`, exactly 3 parts (no zod, as above). */
export function isCaipAddress(value: unknown): value is CaipAddress {
  if (typeof value !== 'string') return false
  const parts = value.split(':')
  return parts.length === 3 && !!parts[2] && caipNetworkIdIssue(`${parts[0]}:${parts[1]}`) === undefined
}

/** `namespace:reference`, exactly 2 parts, e.g. `eip155:1` (`caipNetworkIdIssue`). */
export const CaipNetworkIdSchema = /* @__PURE__ */ z.string().check(
  z.superRefine((value, ctx) => {
    const message = caipNetworkIdIssue(value)
    if (message) ctx.addIssue({ code: 'custom', message })
  }),
) as unknown as z.ZodMiniType<CaipNetworkId>

/** `namespace:reference:address`, exactly 3 parts, e.g. `eip155:1:0xabc…` (`isCaipAddress`). */
export const CaipAddressSchema = /* @__PURE__ */ z.string().check(
  z.superRefine((value, ctx) => {
    if (!isCaipAddress(value)) ctx.addIssue({ code: 'custom', message: 'Invalid CAIP Address' })
  }),
) as unknown as z.ZodMiniType<CaipAddress>

export type ParsedCaipAddress = { namespace: ChainNamespace; chainId: string; address: string }

/** Splits a CAIP-10 address; throws 'Invalid CAIP Address' (SPEC §8) for anything else. */
export function parseCaipAddress(value: string): ParsedCaipAddress {
  if (!isCaipAddress(value)) throw new Error('Invalid CAIP Address')
  const [namespace, chainId, address] = value.split(':') as [ChainNamespace, string, string]
  return { namespace, chainId, address }
}

/** Splits a CAIP-2 network id; throws for anything that is not exactly 2 valid parts. */
export function parseCaipNetworkId(value: string): { namespace: ChainNamespace; chainId: string } {
  const issue = caipNetworkIdIssue(value)
  if (issue) throw new Error(issue)
  const [namespace, chainId] = value.split(':') as [ChainNamespace, string]
  return { namespace, chainId }
}

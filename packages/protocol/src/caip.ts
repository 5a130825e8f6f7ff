import { z } from 'zod/mini'
import { type ChainNamespace, ChainNamespaceSchema } from './chainNamespace.ts'

export type CaipNetworkId = `${ChainNamespace}:${string}`
export type CaipAddress = `${ChainNamespace}:${string}:${string}`

const part = /^[-a-zA-Z0-9]{1,64}$/

/** `namespace:reference`, exactly 2 parts, e.g. `eip155:1`. */
export const CaipNetworkIdSchema = z.string().check(
  z.superRefine((value, ctx) => {
    const parts = value.split(':')
    if (parts.length !== 2) {
      ctx.addIssue({ code: 'custom', message: `Invalid CAIP network id "${value}": expected exactly 2 parts` })
      return
    }
    if (!ChainNamespaceSchema.safeParse(parts[0]).success) {
      ctx.addIssue({
        code: 'custom',
        message: `Invalid CAIP network id "${value}": "${parts[0]}" is not a CAIP-2 namespace`,
      })
    } else if (!part.test(parts[1] ?? '')) {
      ctx.addIssue({ code: 'custom', message: `Invalid CAIP network id "${value}": bad reference` })
    }
  }),
) as unknown as z.ZodMiniType<CaipNetworkId>

/** `namespace:reference:address`, exactly 3 parts, e.g. `eip155:1:0xabc…`. */
export const CaipAddressSchema = z.string().check(
  z.superRefine((value, ctx) => {
    const parts = value.split(':')
    if (parts.length !== 3 || !parts[2]) {
      ctx.addIssue({ code: 'custom', message: 'Invalid CAIP Address' })
      return
    }
    if (!CaipNetworkIdSchema.safeParse(`${parts[0]}:${parts[1]}`).success) {
      ctx.addIssue({ code: 'custom', message: 'Invalid CAIP Address' })
    }
  }),
) as unknown as z.ZodMiniType<CaipAddress>

export type ParsedCaipAddress = { namespace: ChainNamespace; chainId: string; address: string }

/** Splits a CAIP-10 address; throws 'Invalid CAIP Address' (SPEC §8) for anything else. */
export function parseCaipAddress(value: string): ParsedCaipAddress {
  if (!CaipAddressSchema.safeParse(value).success) throw new Error('Invalid CAIP Address')
  const [namespace, chainId, address] = value.split(':') as [ChainNamespace, string, string]
  return { namespace, chainId, address }
}

/** Splits a CAIP-2 network id; throws for anything that is not exactly 2 valid parts. */
export function parseCaipNetworkId(value: string): { namespace: ChainNamespace; chainId: string } {
  const result = CaipNetworkIdSchema.safeParse(value)
  if (!result.success) throw new Error(result.error.issues[0]?.message ?? 'Invalid CAIP network id')
  const [namespace, chainId] = value.split(':') as [ChainNamespace, string]
  return { namespace, chainId }
}

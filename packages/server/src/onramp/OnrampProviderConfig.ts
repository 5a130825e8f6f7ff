import { z } from 'zod/mini'

const decimal = z.string().check(z.regex(/^[0-9]{1,6}(\.[0-9]{1,2})?$/, 'must be a fiat amount such as "0.25"'))
const httpUrl = z
  .string()
  .check(z.regex(/^https?:\/\/[^\s?#]+$/, 'must be an http(s) URL without query or fragment'))
  .check(z.maxLength(2000))
const secret = z.string().check(z.minLength(16, 'must be at least 16 characters')).check(z.maxLength(512))

/** The local sandbox provider (apps/onramp-sandbox), signed like MoonPay with one shared secret. */
export const SandboxProviderConfigSchema = z.object({
  name: z.literal('sandbox'),
  /** Where the sandbox app listens (`http://127.0.0.1:4003`). */
  url: httpUrl,
  /** The secret shared with the sandbox: signs the widget URL and the webhook. */
  secret,
  label: z.optional(z.string().check(z.maxLength(64))),
  /** The network fee of its quotes, in the payment currency (default 0.25). */
  networkFee: z.optional(decimal),
})
export type SandboxProviderConfig = z.infer<typeof SandboxProviderConfigSchema>

/** MoonPay (https://dev.moonpay.com): the publishable key, the secret key (URL signing), the webhook key. */
export const MoonpayProviderConfigSchema = z.object({
  name: z.literal('moonpay'),
  apiKey: z.string().check(z.regex(/^pk_(test|live)_[A-Za-z0-9_-]{8,256}$/, 'must be a publishable key pk_…')),
  secretKey: z.string().check(z.regex(/^sk_(test|live)_[A-Za-z0-9_-]{8,256}$/, 'must be a secret key sk_…')),
  webhookKey: z.string().check(z.regex(/^wk_(test|live)_[A-Za-z0-9_-]{8,256}$/, 'must be a webhook key wk_…')),
  /** `sandbox` opens buy-sandbox.moonpay.com; default `production`. */
  environment: z.optional(z.enum(['sandbox', 'production'])),
  label: z.optional(z.string().check(z.maxLength(64))),
  /** Where its quote API is (default https://api.moonpay.com). */
  apiUrl: z.optional(httpUrl),
  /** Where MoonPay sends the visitor after the purchase. */
  redirectUrl: z.optional(z.string().check(z.regex(/^https?:\/\/\S+$/, 'must be an http(s) URL'))),
  /** MoonPay currency codes by `<CAIP-2>:<symbol>` (`{"eip155:8453:USDC":"usdc_base"}`), over the built-in ones. */
  currencyCodes: z.optional(z.record(z.string(), z.string().check(z.regex(/^[a-z0-9_]{2,32}$/, 'must be a code')))),
})
export type MoonpayProviderConfig = z.infer<typeof MoonpayProviderConfigSchema>

export const OnrampProviderConfigSchema = z.discriminatedUnion('name', [
  SandboxProviderConfigSchema,
  MoonpayProviderConfigSchema,
])
export type OnrampProviderConfig = z.infer<typeof OnrampProviderConfigSchema>

/** `ONRAMP_PROVIDERS`: a JSON array, one entry per provider, each name at most once (offered in this order). */
export const OnrampProvidersSchema = z.array(OnrampProviderConfigSchema).check(
  z.superRefine((list, ctx) => {
    const seen = new Set<string>()
    for (const [i, p] of list.entries()) {
      if (seen.has(p.name)) ctx.addIssue({ code: 'custom', path: [i, 'name'], message: `${p.name} is listed twice` })
      seen.add(p.name)
    }
  }),
)

const NAMES = ['sandbox', 'moonpay']

/**
 * `ONRAMP_PROVIDERS` read and checked; a bad value throws a message naming the variable, the entry and the
 * field — never a value (the entries hold secret keys).
 */
export function parseOnrampProviders(value: string | undefined): OnrampProviderConfig[] {
  if (value === undefined || value.trim() === '') return []
  let parsed: unknown
  try {
    parsed = JSON.parse(value)
  } catch {
    throw new Error('ONRAMP_PROVIDERS must be JSON')
  }
  if (!Array.isArray(parsed)) {
    throw new Error('ONRAMP_PROVIDERS must be a JSON array of providers ([{"name":"sandbox",…}])')
  }
  for (const [i, entry] of parsed.entries()) {
    const name = (entry as { name?: unknown } | null)?.name
    if (typeof name !== 'string' || !NAMES.includes(name)) {
      throw new Error(`ONRAMP_PROVIDERS: ${i}.name must be one of ${NAMES.join(', ')}`)
    }
  }
  const result = OnrampProvidersSchema.safeParse(parsed)
  if (!result.success) {
    const issue = result.error.issues[0]
    throw new Error(`ONRAMP_PROVIDERS: ${issue?.path.join('.') || 'value'} ${issue?.message}`)
  }
  return result.data
}

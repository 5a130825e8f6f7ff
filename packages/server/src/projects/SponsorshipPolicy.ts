import { z } from 'zod/mini'

/**
 * A project's gas sponsorship (smart.md §3): on/off, the most wei sponsored per smart account, chain and UTC
 * day, and the contracts whose calls may be sponsored (empty: any). Operations are counted at their maximum
 * cost (gas limits × maxFeePerGas), reserved before the paymaster signs.
 */
export const SponsorshipPolicySchema = z.object({
  enabled: z.boolean(),
  dailyBudgetWei: z.string().check(z.regex(/^(0|[1-9][0-9]{0,77})$/, 'must be a decimal number of wei')),
  allowedContracts: z.array(z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 0x address'))),
})
export type SponsorshipPolicy = z.infer<typeof SponsorshipPolicySchema>

/** 0.05 ETH a day per account, any contract: the local demo project's policy. */
export const LOCAL_SPONSORSHIP: SponsorshipPolicy = {
  enabled: true,
  dailyBudgetWei: '50000000000000000',
  allowedContracts: [],
}

import { z } from 'zod/mini'

const Wei = z.string().check(z.regex(/^(0|[1-9][0-9]{0,77})$/, 'must be a decimal number of wei'))

/**
 * A project's gas sponsorship (smart.md §3): on/off, the most wei sponsored per smart account, chain and UTC
 * day (`dailyBudgetWei`), the most wei sponsored for ALL the project's accounts together per chain and UTC day
 * (`projectDailyBudgetWei`, issue 33 item 6: without it fresh accounts — each with a budget of its own — were
 * limited only by login rate limits), and the contracts whose calls may be sponsored (empty: any). Operations
 * are counted at their maximum cost (gas limits × maxFeePerGas), reserved against both budgets before the
 * paymaster signs. A policy stored before the project budget existed has none: it sponsors nothing until set.
 */
export const SponsorshipPolicySchema = z.object({
  enabled: z.boolean(),
  dailyBudgetWei: Wei,
  projectDailyBudgetWei: Wei,
  allowedContracts: z.array(z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 0x address'))),
})
export type SponsorshipPolicy = z.infer<typeof SponsorshipPolicySchema>

/** 0.05 ETH a day per account and 1 ETH a day for the whole project (per chain), any contract: the local demo's. */
export const LOCAL_SPONSORSHIP: SponsorshipPolicy = {
  enabled: true,
  dailyBudgetWei: '50000000000000000',
  projectDailyBudgetWei: '1000000000000000000',
  allowedContracts: [],
}

/** Sponsorship off (the CLI's `--sponsorship off`). */
export const NO_SPONSORSHIP: SponsorshipPolicy = {
  enabled: false,
  dailyBudgetWei: '0',
  projectDailyBudgetWei: '0',
  allowedContracts: [],
}

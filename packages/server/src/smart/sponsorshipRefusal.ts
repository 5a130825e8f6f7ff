import type { Address } from 'viem'
import type { SponsorshipPolicy } from '../projects/SponsorshipPolicy.ts'

/**
 * Whether a project's policy lets these calls be sponsored on a chain, before any gas is known: undefined
 * when it may (the daily budget is checked when the cost is known, sponsorBudget.ts), else the refusal's
 * reason as the visitor reads it.
 */
export function sponsorshipRefusal(args: {
  policy: SponsorshipPolicy | undefined
  /** The chain has a paymaster and the server its signer key. */
  paymasterReady: boolean
  targets: readonly Address[]
}): string | undefined {
  const { policy, paymasterReady, targets } = args
  if (!policy?.enabled) return 'this site does not sponsor gas'
  if (!paymasterReady) return 'this network has no paymaster'
  if (policy.allowedContracts.length > 0) {
    const allowed = new Set(policy.allowedContracts.map((a) => a.toLowerCase()))
    const outside = targets.find((t) => !allowed.has(t.toLowerCase()))
    if (outside) return `${outside} is not a contract this site sponsors`
  }
  return undefined
}

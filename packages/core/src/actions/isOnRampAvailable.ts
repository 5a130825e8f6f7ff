import type { Kit } from '../Kit.ts'
import { isRestrictedRegion } from '../onramp/isRestrictedRegion.ts'
import { OnRampConstants } from '../onramp/onRampConstants.ts'

/**
 * Whether Account offers Buy: `features.onramp` on, a connected account in a namespace on-ramps sell for
 * (EVM, Solana), and the visitor not in one of SPEC §9's restricted time zones.
 */
export function isOnRampAvailable(kit: Kit, timeZone?: string): boolean {
  const chains = kit.stores.chains.get()
  const account = chains.accounts[chains.activeNamespace]
  return (
    kit.stores.options.get().features.onramp &&
    account?.isConnected === true &&
    (OnRampConstants.NAMESPACES as readonly string[]).includes(chains.activeNamespace) &&
    !isRestrictedRegion(timeZone)
  )
}

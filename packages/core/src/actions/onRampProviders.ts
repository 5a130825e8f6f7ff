import type { OnrampProvider } from '@gangway/protocol'
import type { Kit } from '../Kit.ts'

/** The server's on-ramp providers that sell on the active network's namespace (AppKit filters the same way). */
export function onRampProviders(kit: Kit): OnrampProvider[] {
  const namespace = kit.stores.chains.get().activeNamespace
  return kit.stores.onramp.get().providers.filter((p) => p.supportedChains.includes(namespace))
}

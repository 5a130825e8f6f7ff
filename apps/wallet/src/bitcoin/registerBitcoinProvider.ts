import { DEV_WALLET_NAME } from '../announceProvider.ts'
import type { BitcoinDevProvider } from './createBitcoinDevWallet.ts'

/** The provider's id in `window.btc_providers`: sats-connect resolves it as a dotted path on `window`. */
export const BITCOIN_PROVIDER_ID = 'GangwayDevWallet.BitcoinProvider'

type BitcoinWindow = Window & {
  GangwayDevWallet?: { BitcoinProvider?: BitcoinDevProvider }
  btc_providers?: { id: string; name: string; icon: string; webUrl?: string }[]
}

/**
 * Puts the provider where sats-connect finds it: `window.GangwayDevWallet.BitcoinProvider`, listed in
 * `window.btc_providers` (`getProviders()` of `@sats-connect/core`) — once, whatever else is listed there.
 */
export function registerBitcoinProvider(target: Window, provider: BitcoinDevProvider, icon: string): void {
  const w = target as BitcoinWindow
  w.GangwayDevWallet = { ...w.GangwayDevWallet, BitcoinProvider: provider }
  w.btc_providers = w.btc_providers ?? []
  if (!w.btc_providers.some((p) => p.id === BITCOIN_PROVIDER_ID)) {
    w.btc_providers.push({ id: BITCOIN_PROVIDER_ID, name: DEV_WALLET_NAME, icon, webUrl: 'http://localhost:5174' })
  }
}

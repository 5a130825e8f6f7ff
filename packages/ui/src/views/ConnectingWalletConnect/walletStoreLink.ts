import type { ListedWallet } from '@gangway/core'

/**
 * Where to get a wallet ("Get the app"): on a phone its store for this platform (App Store on iOS, Play
 * Store otherwise), on a computer its browser extension; else its homepage. Undefined when the registry
 * knows none of them.
 */
export function walletStoreLink(wallet: ListedWallet, mobile: boolean, userAgent: string): string | undefined {
  const w = wallet as Partial<Record<'app_store' | 'play_store' | 'chrome_store' | 'homepage', string | null>>
  const ios = /iPhone|iPad|iPod/.test(userAgent)
  const store = mobile ? (ios ? w.app_store : w.play_store) : w.chrome_store
  return store ?? w.homepage ?? undefined
}

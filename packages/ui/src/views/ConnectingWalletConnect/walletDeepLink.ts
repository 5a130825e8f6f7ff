import type { RegistryWallet } from '@gangway/protocol'

/**
 * The link that opens a registry wallet with a pairing URI, as wallets expect: a native scheme
 * (`metamask://`) gets `wc?uri=<encoded>`; a universal link (`https://…`) gets `/wc?uri=<encoded>`.
 * The mobile link first, then the desktop link, then the wallet's web app as the "open in wallet"
 * fallback. Answers undefined when the wallet has none.
 */
export function walletDeepLink(
  wallet: { [K in 'mobile_link' | 'desktop_link' | 'webapp_link']?: RegistryWallet[K] | undefined },
  uri: string,
): string | undefined {
  const base = wallet.mobile_link ?? wallet.desktop_link ?? wallet.webapp_link
  if (!base) return undefined
  const encoded = encodeURIComponent(uri)
  if (/^https?:\/\//.test(base)) return `${base.replace(/\/+$/, '')}/wc?uri=${encoded}`
  const scheme = base.includes('://') ? base : `${base.replace(/:+$/, '')}://`
  return `${scheme}wc?uri=${encoded}`
}

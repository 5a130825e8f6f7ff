import type { Kit, RouteEntry } from '@gangway/core'
import { SOCIAL_NAMES } from '../components/socialNames.ts'
import type { Translate } from '../i18n/createTranslator.ts'
import type { MessageKey } from '../i18n/en.ts'

/** The dialog's title for the view shown. */
export function viewTitle(kit: Kit, entry: RouteEntry, t: Translate): string {
  if (entry.view === 'ConnectingExternal') {
    const id = entry.data.connectorId.toLowerCase()
    const connector = kit.stores.connectors.get().connectors.find((c) => c.id.toLowerCase() === id)
    return connector?.name ?? t('view.Connect')
  }
  if (entry.view === 'ConnectingMultiChain') return entry.data.name
  if (entry.view === 'ConnectingWalletConnect' && entry.data?.walletId) {
    // a wallet picked from the registry: its name, as AppKit titles it
    const id = entry.data.walletId
    const wallets = kit.stores.wallets.get()
    const wallet =
      [...wallets.featured, ...wallets.recommended, ...wallets.all, ...wallets.search.results].find(
        (w) => w.id === id,
      ) ?? kit.stores.options.get().customWallets.find((w) => w.id === id)
    if (wallet) return wallet.name
  }
  if (entry.view === 'SwitchNetwork') return entry.data.network.name
  if (entry.view === 'ConnectingSocial') {
    const provider = kit.stores.social.get().provider
    return provider ? t('social.loginWith', { provider: SOCIAL_NAMES[provider] }) : t('view.Connect')
  }
  const key = `view.${entry.view}` as MessageKey
  const title = t(key)
  return title === key ? entry.view : title
}

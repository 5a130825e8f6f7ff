import type { ChainNamespace, RegistryWallet } from '@gangway/protocol'
import type { ListedConnector, ListedWallet } from './walletGroups.ts'

/** A wallet as AppKit's headless API lists it (`useAppKitWallets`, `getWalletList`). */
export type WalletItem = {
  id: string
  name: string
  imageUrl: string
  imageId?: string
  /** The page's connectors of this wallet (empty for a wallet that connects through WalletConnect). */
  connectors: { id: string; rdns?: string; chain: ChainNamespace; chainImageUrl?: string }[]
  walletInfo: {
    description?: string
    supportedChains?: string[]
    supportedNamespaces?: ChainNamespace[]
    website?: string
    installationLinks?: {
      appStore?: string | null
      playStore?: string | null
      chromeStore?: string | null
      desktopLink?: string | null
    }
    deepLink?: string | null
    isCertified?: boolean
  }
  isInjected: boolean
  isRecent: boolean
}

/** A connector of the page as a WalletItem (WalletConnect itself lists no connector, as in AppKit). */
export function connectorWalletItem(connector: ListedConnector): WalletItem {
  const walletConnect = connector.type === 'WALLET_CONNECT'
  return {
    id: connector.id,
    name: connector.name,
    imageUrl: connector.imageUrl ?? connector.info?.icon ?? '',
    ...(connector.imageId ? { imageId: connector.imageId } : {}),
    connectors: walletConnect
      ? []
      : connector.connectors.map((c) => ({ id: c.id, chain: c.chain, ...(c.info?.rdns ? { rdns: c.info.rdns } : {}) })),
    walletInfo: { supportedNamespaces: connector.chains },
    isInjected: !walletConnect,
    isRecent: connector.recent,
  }
}

/** A registry wallet or one of the site's `customWallets` as a WalletItem; `imageUrl` from the server's images. */
export function registryWalletItem(wallet: ListedWallet, imageUrl: (imageId: string) => string): WalletItem {
  const registry = 'badge_type' in wallet ? (wallet as RegistryWallet) : undefined
  const custom = 'image_url' in wallet ? wallet.image_url : undefined
  return {
    id: wallet.id,
    name: wallet.name,
    imageUrl: custom ?? (wallet.image_id ? imageUrl(wallet.image_id) : ''),
    ...(wallet.image_id ? { imageId: wallet.image_id } : {}),
    connectors: [],
    walletInfo: {
      ...(registry ? { supportedChains: registry.chains, isCertified: registry.badge_type === 'certified' } : {}),
      ...(wallet.homepage ? { website: wallet.homepage } : {}),
      installationLinks: {
        appStore: wallet.app_store ?? null,
        playStore: wallet.play_store ?? null,
        chromeStore: registry?.chrome_store ?? null,
        desktopLink: wallet.desktop_link ?? null,
      },
      deepLink: wallet.mobile_link ?? null,
    },
    isInjected: false,
    isRecent: false,
  }
}

import type { FeatureCatalog } from '../../i18n/useFeatureText.ts'

/** Multi-wallet's texts (Account's "Wallets" row, ProfileWallets), loaded with their chunks. */
export const walletsText = {
  feature: 'wallets',
  en: {
    'account.wallets': 'Your wallets',
    'wallets.connected': 'In use',
    'wallets.active': 'Active',
    'wallets.disconnected': 'Disconnected',
    'wallets.current': 'Current wallet',
    'wallets.recent': 'Recently connected',
    'wallets.switch': 'Switch',
    'wallets.switchTo': 'Switch to {name} ({address})',
    'wallets.connect': 'Connect',
    'wallets.connectTo': 'Connect {name} ({address})',
    'wallets.delete': 'Delete',
    'wallets.deleteNamed': 'Delete {name} ({address})',
    'wallets.add': 'Add another wallet',
    'wallets.empty': 'No wallet connected',
    'wallets.switching': 'Switching to {name}…',
    'wallets.switched': 'Wallet switched',
    'wallets.accountSwitched': 'Account switched',
    'wallets.deleted': 'Wallet deleted',
    'wallets.switchFailed': 'Failed to switch wallet',
    'wallets.deleteFailed': 'Failed to delete wallet',
  },
} satisfies FeatureCatalog<WalletsTextKey>

export type WalletsTextKey =
  | 'account.wallets'
  | 'wallets.connected'
  | 'wallets.active'
  | 'wallets.disconnected'
  | 'wallets.current'
  | 'wallets.recent'
  | 'wallets.switch'
  | 'wallets.switchTo'
  | 'wallets.connect'
  | 'wallets.connectTo'
  | 'wallets.delete'
  | 'wallets.deleteNamed'
  | 'wallets.add'
  | 'wallets.empty'
  | 'wallets.switching'
  | 'wallets.switched'
  | 'wallets.accountSwitched'
  | 'wallets.deleted'
  | 'wallets.switchFailed'
  | 'wallets.deleteFailed'

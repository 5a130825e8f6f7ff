import type { FeatureCatalog } from '../../i18n/useFeatureText.ts'

/** Account's account-type switch (embedded wallets on smart-account networks), loaded with Account's chunk. */
export const smartAccountText = {
  en: {
    'account.switchToEoa': 'Switch to your EOA',
    'account.switchToSmartAccount': 'Switch to your Smart Account',
    'account.smartAccount': 'Smart account',
    'account.switchFailed': 'Could not switch the account type',
  },
  de: {
    'account.switchToEoa': 'Zu deinem EOA wechseln',
    'account.switchToSmartAccount': 'Zu deinem Smart Account wechseln',
    'account.smartAccount': 'Smart Account',
    'account.switchFailed': 'Der Kontotyp konnte nicht gewechselt werden',
  },
} satisfies FeatureCatalog<
  'account.switchToEoa' | 'account.switchToSmartAccount' | 'account.smartAccount' | 'account.switchFailed'
>

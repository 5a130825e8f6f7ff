import type { FeatureCatalog } from '../../i18n/useFeatureText.ts'

/** Account's account-type switch (embedded wallets on smart-account networks), loaded with Account's chunk. */
export const smartAccountText = {
  feature: 'smartAccount',
  en: {
    'account.switchToEoa': 'Switch to your EOA',
    'account.switchToSmartAccount': 'Switch to your Smart Account',
    'account.smartAccount': 'Smart account',
    'account.switchFailed': 'Could not switch the account type',
  },
} satisfies FeatureCatalog<
  'account.switchToEoa' | 'account.switchToSmartAccount' | 'account.smartAccount' | 'account.switchFailed'
>

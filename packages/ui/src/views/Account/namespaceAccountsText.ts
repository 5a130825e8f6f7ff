import type { FeatureCatalog } from '../../i18n/useFeatureText.ts'

/** Account's list of the accounts one connection has on several chains, loaded with Account's chunk. */
export const namespaceAccountsText = {
  feature: 'namespaceAccounts',
  en: {
    'account.namespaces': 'Your accounts on each chain',
    'account.namespaceShow': 'Show your {chain} account {address}',
    'account.namespaceActive': 'Shown',
    'account.namespaceFailed': 'Could not switch to {chain}',
  },
} satisfies FeatureCatalog<
  'account.namespaces' | 'account.namespaceShow' | 'account.namespaceActive' | 'account.namespaceFailed'
>

import type { FeatureCatalog } from '../../i18n/useFeatureText.ts'

/** Account's list of the accounts one connection has on several chains, loaded with Account's chunk. */
export const namespaceAccountsText = {
  en: {
    'account.namespaces': 'Your accounts on each chain',
    'account.namespaceShow': 'Show your {chain} account {address}',
    'account.namespaceActive': 'Shown',
    'account.namespaceFailed': 'Could not switch to {chain}',
  },
  de: {
    'account.namespaces': 'Deine Konten auf jeder Chain',
    'account.namespaceShow': 'Dein {chain}-Konto {address} zeigen',
    'account.namespaceActive': 'Angezeigt',
    'account.namespaceFailed': 'Wechsel zu {chain} fehlgeschlagen',
  },
} satisfies FeatureCatalog<
  'account.namespaces' | 'account.namespaceShow' | 'account.namespaceActive' | 'account.namespaceFailed'
>

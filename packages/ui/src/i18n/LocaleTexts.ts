import type { namespaceAccountsText } from '../views/Account/namespaceAccountsText.ts'
import type { smartAccountText } from '../views/Account/smartAccountText.ts'
import type { onRampText } from '../views/OnRamp/onRampText.ts'
import type { payText } from '../views/Pay/payMessages.ts'
import type { walletsText } from '../views/ProfileWallets/walletsText.ts'
import type { namesText } from '../views/RegisterAccountName/namesText.ts'
import type { bitcoinText } from '../views/WalletSend/bitcoinText.ts'
import type { Catalog } from './en.ts'

/**
 * The English of every feature catalog (the texts of views loaded later — Buy, Pay, names …), by the feature
 * name each catalog carries (`feature`). Types only: nothing of the views is bundled with a locale.
 */
export type FeatureEnglish = {
  bitcoin: (typeof bitcoinText)['en']
  namespaceAccounts: (typeof namespaceAccountsText)['en']
  smartAccount: (typeof smartAccountText)['en']
  onRamp: (typeof onRampText)['en']
  pay: (typeof payText)['en']
  wallets: (typeof walletsText)['en']
  names: (typeof namesText)['en']
}

export type FeatureName = keyof FeatureEnglish

/**
 * One language's texts — one file per language (`locales/<code>.ts`, a lazy chunk of its own): the dialog's
 * core catalog (the keys of `en.ts`) and each feature's. Partial on purpose: a key added in English shows in
 * English until it is translated, and `locales.test.ts` lists every key a language still lacks.
 */
export type LocaleTexts = {
  core: Partial<Catalog>
  features: { [F in FeatureName]?: Partial<Record<keyof FeatureEnglish[F], string>> }
}

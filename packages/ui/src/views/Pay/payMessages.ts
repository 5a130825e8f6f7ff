import type { FeatureCatalog } from '../../i18n/useFeatureText.ts'

/**
 * The Pay views' texts, in their own chunk (with the views): a site that does not use Pay loads none of
 * them. Same `{name}` placeholders as the main catalogs; English is the fallback.
 */
const en = {
  amount: 'Amount to pay',
  on: 'on {network}',
  to: 'To',
  payWith: 'Pay with {name}',
  payWithWallet: 'Pay with wallet',
  connect: 'Connect a wallet to pay',
  or: 'or',
  buyFirst: 'Buy {symbol} first',
  approveIn: 'Approve the payment in {name}',
  switching: 'Your wallet may first ask to switch to {network}.',
  inProgress: 'Payment in progress',
  completed: 'Payment completed',
  transaction: 'Transaction',
  failed: 'Payment failed',
  notConfigured: 'No payment was requested.',
}
export type PayMessageKey = keyof typeof en

/** Pay's catalog, read with `useFeatureText`. */
export const payText = { feature: 'pay', en } satisfies FeatureCatalog<PayMessageKey>

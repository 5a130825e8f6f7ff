import type { FeatureCatalog } from '../../i18n/useFeatureText.ts'

/** The Buy flow's texts (Account's Buy, the OnRamp views, Activity's purchases), loaded with their chunks. */
export const onRampText = {
  feature: 'onRamp',
  en: {
    'account.buy': 'Buy',
    'onramp.youPay': 'You pay',
    'onramp.youBuy': 'You buy',
    'onramp.changeCurrency': 'Change currency {currency}',
    'onramp.paymentMethod': 'Pay by',
    'onramp.card': 'Card',
    'onramp.bank': 'Bank account',
    'onramp.selectToken': 'Select token',
    'onramp.changeToken': 'Change token {symbol}',
    'onramp.fees': 'Provider fee {fee} · network fee {network} · total {total}',
    'onramp.estimate': 'Estimate: the provider shows the final amount',
    'onramp.providers': 'Buy with',
    'onramp.noProviders': 'No on-ramp provider is available for this network.',
    'onramp.feeRange': 'Fee {range}',
    'onramp.opening': 'Opening {provider}…',
    'onramp.buying': 'Buying {amount} with {provider}',
    'onramp.continueInWindow': 'Complete the purchase in the {provider} window.',
    'onramp.openProvider': 'Open {provider}',
    'onramp.completed': 'Bought {amount}',
    'onramp.transaction': 'Transaction {hash}',
    'onramp.backToAccount': 'Back to account',
    'onramp.failed': 'Purchase failed: {reason}',
    'onramp.noReason': 'the provider gave no reason',
    'onramp.tryAgain': 'Try again',
    'activity.purchases': 'Purchases',
    'activity.bought': 'Bought {amount}',
    'activity.buyPending': 'Pending',
    'activity.buyCompleted': 'Completed',
    'activity.buyFailed': 'Failed',
  },
} satisfies FeatureCatalog<OnRampTextKey>

export type OnRampTextKey =
  | 'account.buy'
  | 'onramp.youPay'
  | 'onramp.youBuy'
  | 'onramp.changeCurrency'
  | 'onramp.paymentMethod'
  | 'onramp.card'
  | 'onramp.bank'
  | 'onramp.selectToken'
  | 'onramp.changeToken'
  | 'onramp.fees'
  | 'onramp.estimate'
  | 'onramp.providers'
  | 'onramp.noProviders'
  | 'onramp.feeRange'
  | 'onramp.opening'
  | 'onramp.buying'
  | 'onramp.continueInWindow'
  | 'onramp.openProvider'
  | 'onramp.completed'
  | 'onramp.transaction'
  | 'onramp.backToAccount'
  | 'onramp.failed'
  | 'onramp.noReason'
  | 'onramp.tryAgain'
  | 'activity.purchases'
  | 'activity.bought'
  | 'activity.buyPending'
  | 'activity.buyCompleted'
  | 'activity.buyFailed'

import type { FeatureCatalog } from '../../i18n/useFeatureText.ts'

/**
 * Bitcoin's texts (Account's payment and ordinal addresses, Send's fee rate), loaded with their views' chunks: a
 * site without Bitcoin never downloads them (the size budget).
 */
export const bitcoinText = {
  feature: 'bitcoin',
  en: {
    'account.payment': 'Payment',
    'account.ordinal': 'Ordinals',
    'send.feeRate': 'Fee rate (sat/vB)',
    'send.feeRatePlaceholder': 'Network estimate',
    'send.SEND_INVALID_FEE_RATE': 'Invalid fee rate',
  },
} satisfies FeatureCatalog<string>

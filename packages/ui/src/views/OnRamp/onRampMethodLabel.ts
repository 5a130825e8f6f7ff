import type { Translate } from '../../i18n/createTranslator.ts'

/** The payment method's name in the visitor's language (`card`, `ach_bank_account`, else its id). */
export function onRampMethodLabel(method: string, t: Translate): string {
  if (method === 'card') return t('onramp.card')
  if (method === 'ach_bank_account') return t('onramp.bank')
  return method.replace(/_/g, ' ')
}

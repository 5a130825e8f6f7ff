import type { OnRampTextKey } from './onRampText.ts'

/** The payment method's name in the visitor's language (`card`, `ach_bank_account`, else its id). */
export function onRampMethodLabel(method: string, text: (key: OnRampTextKey) => string): string {
  if (method === 'card') return text('onramp.card')
  if (method === 'ach_bank_account') return text('onramp.bank')
  return method.replace(/_/g, ' ')
}

import type { PaymentCurrency } from '@gangway/protocol'

/**
 * Why `amount` of `currency` cannot be paid with `method` (SPEC §9's limits: card 10.00–7500.00, bank account
 * 10.00–25000.00), or undefined when it can. An empty or unreadable amount is "Enter an amount".
 */
export function onRampLimitError(currency: PaymentCurrency, method: string, amount: string): string | undefined {
  const value = Number(amount)
  if (amount.trim() === '' || !Number.isFinite(value) || value <= 0) return 'Enter an amount'
  const limits = currency.payment_method_limits.find((l) => l.id === method)
  if (!limits) return `${currency.id} cannot be paid by ${onRampMethodName(method)}`
  if (value < Number(limits.min) || value > Number(limits.max)) {
    return `Amount must be between ${limits.min} and ${limits.max} ${currency.id} for ${onRampMethodName(method)}`
  }
  return undefined
}

/** `card` → "card", `ach_bank_account` → "bank account". */
export function onRampMethodName(method: string): string {
  return method === 'ach_bank_account' ? 'bank account' : method.replace(/_/g, ' ')
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 2 })

/** A fiat value for display ("$2,500.00"); values under a cent show as "<$0.01". */
export function formatFiat(value: number): string {
  if (value > 0 && value < 0.01) return '<$0.01'
  return usd.format(value)
}

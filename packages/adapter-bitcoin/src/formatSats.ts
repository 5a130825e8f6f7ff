/** Sats as whole BTC, without trailing zeros ('1.5', '50', '0.00001'). */
export function formatSats(sats: bigint, decimals = 8): string {
  const negative = sats < 0n
  const digits = (negative ? -sats : sats).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, -decimals)
  const fraction = digits.slice(-decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}

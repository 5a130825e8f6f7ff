/** Fixed-point decimal strings of the on-ramp (fiat with two decimals, token amounts), without floats. */

/** `"50"`, `"50.5"`, `"50.00"` → 5000n cents; undefined when it is not such an amount. */
export function parseCents(amount: string): bigint | undefined {
  const m = /^([0-9]{1,12})(?:\.([0-9]{1,2}))?$/.exec(amount.trim())
  if (!m) return undefined
  return BigInt(m[1] as string) * 100n + BigInt((m[2] ?? '').padEnd(2, '0'))
}

/** 5000n → `"50.00"`. */
export function formatCents(cents: bigint): string {
  const sign = cents < 0n ? '-' : ''
  const abs = cents < 0n ? -cents : cents
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`
}

/** `units` of 10^-decimals as a decimal string without trailing zeros (`1234500n, 6` → `"1.2345"`). */
export function formatUnits(units: bigint, decimals: number): string {
  const s = units.toString().padStart(decimals + 1, '0')
  const whole = s.slice(0, s.length - decimals)
  const fraction = s.slice(s.length - decimals).replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole
}

/** A positive finite price (a JS number from `PRICE_TABLE`) as a rational n / 10^12. */
const PRICE_SCALE = 12
export function priceToScaled(price: number): bigint | undefined {
  if (!Number.isFinite(price) || price <= 0) return undefined
  const [whole, fraction = ''] = price.toFixed(PRICE_SCALE).split('.')
  const scaled = BigInt(`${whole}${fraction.padEnd(PRICE_SCALE, '0')}`)
  return scaled > 0n ? scaled : undefined
}

/**
 * How many whole tokens `cents` of fiat buy at `price` fiat per token, rounded DOWN to `decimals` places:
 * floor(cents / 100 / price · 10^decimals) / 10^decimals, as a decimal string.
 */
export function cryptoForFiat(cents: bigint, price: number, decimals: number): string | undefined {
  const scaled = priceToScaled(price)
  if (scaled === undefined || cents < 0n) return undefined
  const units = (cents * 10n ** BigInt(PRICE_SCALE + decimals)) / (100n * scaled)
  return formatUnits(units, decimals)
}

import { truncateDecimals } from '@gangway/core'

/** Numbers, money, percentages and dates in the dialog's language (`Intl`), for every view. */
export type Format = {
  /** The BCP 47 tag `Intl` formats with (`formatLocale`). */
  locale: string
  /**
   * A token amount (a decimal string or a number) cut — never rounded — to `decimals` fraction digits (SPEC §9:
   * balances show 3), grouped as the language writes numbers: "10000.98765" → "10,000.987" (en),
   * "10.000,987" (de), "١٠٬٠٠٠٫٩٨٧" (ar-EG). Undefined for what is not a number.
   */
  amount(value: string | number | undefined, decimals?: number): string | undefined
  /** Money: "$2,500.00" (en), "2.500,00 $" (de); a positive amount under a cent reads "<$0.01". */
  fiat(value: number, currency?: string): string
  /** A percentage given in percent ("1.5" → "1.5%", "1,5 %" in German), at most `digits` fraction digits. */
  percent(value: number, digits?: number): string
  /** A plain number in the language's digits and grouping. */
  number(value: number, options?: Intl.NumberFormatOptions): string
  /** A day: "Mar 3, 2026" (en), "3. März 2026" (de). */
  day(date: Date): string
  /** A time of day: "14:05" / "2:05 PM" as the language writes it. */
  time(date: Date): string
}

/** The `Format` of one language tag; each `Intl` formatter is made once per set of options. */
export function createFormat(locale: string): Format {
  const numbers = new Map<string, Intl.NumberFormat>()
  const numberFormat = (options: Intl.NumberFormatOptions) => {
    const key = JSON.stringify(options)
    let made = numbers.get(key)
    if (!made) {
      made = new Intl.NumberFormat(locale, options)
      numbers.set(key, made)
    }
    return made
  }
  const day = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric' })
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' })
  return {
    locale,
    amount(value, decimals = 3) {
      const cut = truncateDecimals(typeof value === 'number' ? toDecimalString(value) : value, decimals)
      if (cut === undefined) return undefined
      // a decimal string is formatted exactly (Intl.NumberFormat v3), so a huge balance keeps its digits
      return numberFormat({ maximumFractionDigits: decimals }).format(cut as unknown as number)
    },
    fiat(value, currency = 'USD') {
      const format = numberFormat({ style: 'currency', currency, maximumFractionDigits: 2 })
      if (value > 0 && value < 0.01) return `<${format.format(0.01)}`
      return format.format(value)
    },
    percent(value, digits = 2) {
      return numberFormat({ style: 'percent', maximumFractionDigits: digits }).format(value / 100)
    },
    number(value, options = {}) {
      return numberFormat(options).format(value)
    },
    day: (date) => day.format(date),
    time: (date) => time.format(date),
  }
}

/** A number as a plain decimal string (no exponent), for `truncateDecimals`. */
function toDecimalString(value: number): string {
  if (!Number.isFinite(value)) return String(value)
  const text = String(value)
  return /e/i.test(text) ? value.toFixed(20).replace(/\.?0+$/, '') : text
}

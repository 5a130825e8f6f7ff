import { describe, expect, it } from 'vitest'
import { createFormat } from './createFormat.ts'

describe('createFormat (Intl in the dialog language)', () => {
  it('token amounts: cut to 3 decimals, never rounded, grouped as each language writes numbers', () => {
    expect(createFormat('en').amount('10000.98765')).toBe('10,000.987')
    expect(createFormat('de').amount('10000.98765')).toBe('10.000,987')
    expect(createFormat('fr').amount('1234.5')).toBe('1\u202f234,5')
    expect(createFormat('ar').amount('10000')).toBe(new Intl.NumberFormat('ar').format(10000))
    expect(createFormat('en').amount('0.9999')).toBe('0.999')
    expect(createFormat('en').amount('2.000')).toBe('2')
    expect(createFormat('en').amount(undefined)).toBeUndefined()
    expect(createFormat('en').amount('n/a')).toBeUndefined()
    // a balance past 2^53 keeps its digits (formatted as an exact decimal, not through a float)
    expect(createFormat('en').amount('123456789012345678901.5')).toBe('123,456,789,012,345,678,901.5')
    expect(createFormat('en').amount(0.000123456, 6)).toBe('0.000123')
  })

  it('money, percentages and dates', () => {
    expect(createFormat('en').fiat(10000)).toBe('$10,000.00')
    expect(createFormat('de').fiat(2500, 'EUR')).toBe('2.500,00\u00a0€')
    expect(createFormat('en').fiat(0.001)).toBe('<$0.01')
    expect(createFormat('en').percent(7.5)).toBe('7.5%')
    expect(createFormat('de').percent(1)).toBe('1\u00a0%')
    const date = new Date(2026, 2, 3, 14, 5)
    expect(createFormat('en').day(date)).toBe('Mar 3, 2026')
    expect(createFormat('de').day(date)).toBe('3. März 2026')
    expect(createFormat('de').time(date)).toBe('14:05')
  })
})

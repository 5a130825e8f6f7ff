import { describe, expect, it } from 'vitest'
import { cryptoForFiat, formatCents, formatUnits, parseCents } from './decimalAmount.ts'

describe('decimalAmount', () => {
  it('parses fiat amounts to cents and back', () => {
    expect(parseCents('50')).toBe(5000n)
    expect(parseCents('50.5')).toBe(5050n)
    expect(parseCents('7500.01')).toBe(750_001n)
    for (const bad of ['', '1.234', '-1', '1e3', 'abc', '1.', '.5']) expect(parseCents(bad)).toBeUndefined()
    expect(formatCents(5n)).toBe('0.05')
    expect(formatCents(2_500_000n)).toBe('25000.00')
  })

  it('rounds token amounts down, without floats', () => {
    expect(formatUnits(1_234_500n, 6)).toBe('1.2345')
    expect(formatUnits(0n, 6)).toBe('0')
    // 10.00 / 3 = 3.333333…
    expect(cryptoForFiat(1000n, 3, 6)).toBe('3.333333')
    // 0.1 + 0.2 style trouble: 0.3 / 0.1 = exactly 3
    expect(cryptoForFiat(30n, 0.1, 6)).toBe('3')
    expect(cryptoForFiat(100n, 0, 6)).toBeUndefined()
    expect(cryptoForFiat(100n, Number.NaN, 6)).toBeUndefined()
  })
})

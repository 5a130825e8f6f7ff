import { describe, expect, it } from 'vitest'
import { formatBalance } from './formatBalance.ts'
import { shortenAddress } from './shortenAddress.ts'

describe('formatBalance', () => {
  it('truncates to 3 decimals without rounding and drops trailing zeros', () => {
    expect(formatBalance('9999.99987')).toBe('9999.999')
    expect(formatBalance('10000')).toBe('10000')
    expect(formatBalance('0.1000')).toBe('0.1')
    expect(formatBalance('1.0004')).toBe('1')
    expect(formatBalance('12.3456', 2)).toBe('12.34')
  })

  it('answers undefined for missing or malformed values', () => {
    expect(formatBalance(undefined)).toBeUndefined()
    expect(formatBalance('abc')).toBeUndefined()
  })
})

describe('shortenAddress', () => {
  it('keeps the start and the end', () => {
    expect(shortenAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe('0xf39F…2266')
    expect(shortenAddress('0x1234')).toBe('0x1234')
  })
})

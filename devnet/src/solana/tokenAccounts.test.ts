import { describe, expect, it } from 'vitest'
import { uiTokenAmount } from './tokenAccounts.ts'

describe('uiTokenAmount', () => {
  it('writes amounts as Solana RPC does', () => {
    expect(uiTokenAmount(2_500_000n, 6)).toEqual({
      amount: '2500000',
      decimals: 6,
      uiAmount: 2.5,
      uiAmountString: '2.5',
    })
    expect(uiTokenAmount(7n, 9)).toEqual({ amount: '7', decimals: 9, uiAmount: 7e-9, uiAmountString: '0.000000007' })
    expect(uiTokenAmount(100n, 0)).toEqual({ amount: '100', decimals: 0, uiAmount: 100, uiAmountString: '100' })
    expect(uiTokenAmount(0n, 6).uiAmountString).toBe('0')
  })
})

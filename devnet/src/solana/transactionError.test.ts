import { describe, expect, it } from 'vitest'
import { transactionErrorText } from './transactionError.ts'

describe('transactionErrorText', () => {
  it('words errors as the runtime does', () => {
    expect(transactionErrorText({ InstructionError: [0, { Custom: 1 }] })).toBe(
      'Error processing Instruction 0: custom program error: 0x1',
    )
    expect(transactionErrorText({ InstructionError: [2, 'InsufficientFunds'] })).toBe(
      'Error processing Instruction 2: insufficient funds for instruction',
    )
    expect(transactionErrorText('BlockhashNotFound')).toBe('Blockhash not found')
    expect(transactionErrorText('AccountInUse')).toBe('AccountInUse')
    expect(transactionErrorText({ DuplicateInstruction: 3 })).toBe('{"DuplicateInstruction":3}')
    expect(transactionErrorText({ InsufficientFundsForRent: { account_index: 1 } })).toBe(
      'Transaction results in an account (1) with insufficient funds for rent',
    )
  })
})

import { describe, expect, it } from 'vitest'
import { checkPayment, type PaymentForm } from './checkPayment.ts'

const now = new Date('2026-11-23T12:00:00Z')
const card: PaymentForm = {
  method: 'card',
  cardNumber: '4242 4242 4242 4242',
  expiry: '12/30',
  cvc: '123',
  cardholder: 'Alice Dev',
  accountHolder: '',
  iban: '',
}

describe('checkPayment (the test cards)', () => {
  it('approves 4242…, declines 4000…0002 and refuses any other number with the hint', () => {
    expect(checkPayment(card, now)).toEqual({ kind: 'approved' })
    expect(checkPayment({ ...card, cardNumber: '4000-0000-0000-0002' }, now)).toEqual({
      kind: 'declined',
      reason: 'Your card was declined',
    })
    expect(checkPayment({ ...card, cardNumber: '5555555555554444' }, now)).toEqual({
      kind: 'invalid',
      message: 'Use a test card: 4242 4242 4242 4242',
    })
  })

  it('wants an expiry not in the past, a CVC and a name', () => {
    expect(checkPayment({ ...card, expiry: '11/26' }, now).kind).toBe('approved')
    expect(checkPayment({ ...card, expiry: '10/26' }, now)).toEqual({
      kind: 'invalid',
      message: 'The card has expired',
    })
    expect(checkPayment({ ...card, expiry: '13/30' }, now).kind).toBe('invalid')
    expect(checkPayment({ ...card, cvc: '12' }, now).kind).toBe('invalid')
    expect(checkPayment({ ...card, cardholder: '' }, now).kind).toBe('invalid')
  })

  it('approves a bank account with a holder and an IBAN-like text', () => {
    const bank = { ...card, method: 'bank' as const, accountHolder: 'Alice', iban: 'DE89 3704 0044 0532 0130 00' }
    expect(checkPayment(bank, now)).toEqual({ kind: 'approved' })
    expect(checkPayment({ ...bank, iban: '1234' }, now).kind).toBe('invalid')
    expect(checkPayment({ ...bank, accountHolder: '' }, now).kind).toBe('invalid')
  })
})

import { DECLINED_CARD, DECLINED_MESSAGE, SUCCESS_CARD, TEST_CARD_MESSAGE } from './sandboxConstants.ts'

/** The payment form's fields (`POST /pay`), as posted. */
export type PaymentForm = {
  method: 'card' | 'bank'
  cardNumber: string
  expiry: string
  cvc: string
  cardholder: string
  accountHolder: string
  iban: string
}

export type PaymentCheck =
  | { kind: 'approved' }
  | { kind: 'declined'; reason: string }
  /** Nothing is charged or sent: the form is shown again with the message. */
  | { kind: 'invalid'; message: string }

/** Reads the form fields out of a posted body (missing fields are empty; the method defaults to card). */
export function paymentFormOf(body: URLSearchParams): PaymentForm {
  const text = (name: string) => (body.get(name) ?? '').trim()
  return {
    method: body.get('method') === 'bank' ? 'bank' : 'card',
    cardNumber: text('cardNumber'),
    expiry: text('expiry'),
    cvc: text('cvc'),
    cardholder: text('cardholder'),
    accountHolder: text('accountHolder'),
    iban: text('iban'),
  }
}

/**
 * The sandbox's "bank" (Stripe's test-card convention): card `4242 4242 4242 4242` is approved, `4000 0000
 * 0000 0002` declined, any other number refused with a hint; a card also needs an expiry MM/YY not in the
 * past (`now`), a 3–4 digit CVC and the cardholder's name. A bank account needs the holder's name and an
 * IBAN-like text (two letters, two digits, 11–30 letters or digits; spaces ignored) and is always approved.
 */
export function checkPayment(form: PaymentForm, now: Date = new Date()): PaymentCheck {
  if (form.method === 'bank') {
    if (!form.accountHolder) return { kind: 'invalid', message: "Enter the account holder's name" }
    if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/i.test(form.iban.replace(/\s+/g, '')))
      return { kind: 'invalid', message: 'Enter an IBAN, e.g. DE89 3704 0044 0532 0130 00' }
    return { kind: 'approved' }
  }
  const number = form.cardNumber.replace(/[\s-]+/g, '')
  if (number !== SUCCESS_CARD && number !== DECLINED_CARD) return { kind: 'invalid', message: TEST_CARD_MESSAGE }
  const expiry = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(form.expiry)
  const month = Number(expiry?.[1])
  if (!expiry || month < 1 || month > 12) return { kind: 'invalid', message: 'Enter the expiry date as MM/YY' }
  const year = Number(expiry[2]) + ((expiry[2] as string).length === 2 ? 2000 : 0)
  if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1)
    return { kind: 'invalid', message: 'The card has expired' }
  if (!/^\d{3,4}$/.test(form.cvc)) return { kind: 'invalid', message: 'Enter the 3 or 4 digit CVC' }
  if (!form.cardholder) return { kind: 'invalid', message: "Enter the cardholder's name" }
  return number === DECLINED_CARD ? { kind: 'declined', reason: DECLINED_MESSAGE } : { kind: 'approved' }
}

import type { PaymentForm } from './checkPayment.ts'
import { escapeHtml } from './pageLayout.ts'
import type { Purchase } from './parsePurchase.ts'

export type BuyPageOptions = {
  /** The raw signed query (`?…&signature=…`), carried to `POST /pay` in a hidden field. */
  signedQuery: string
  /** The network's name as the page shows it. */
  networkName: string
  /** A message above the form (a refused card, a missing field). */
  error?: string
  /** What the visitor typed before (the card number and CVC are never filled in again). */
  form?: PaymentForm
}

/** "Buy 49.25 gUSD for 50.00 USD": what is bought, and the payment form (card or bank account). */
export function buyPage(purchase: Purchase, options: BuyPageOptions): string {
  const h = escapeHtml
  const bank = options.form ? options.form.method === 'bank' : purchase.paymentMethod === 'ach_bank_account'
  const value = (name: 'expiry' | 'cardholder' | 'accountHolder' | 'iban') =>
    options.form?.[name] ? ` value="${h(options.form[name])}"` : ''
  const asset = purchase.asset === 'native' ? `${purchase.symbol} (native coin)` : purchase.asset
  return `<h1 data-testid="onramp-summary">Buy ${h(purchase.cryptoAmount)} ${h(purchase.symbol)} for ${h(purchase.fiatAmount)} ${h(purchase.fiatCurrency)}</h1>
<dl>
  <dt>Destination</dt><dd data-testid="onramp-destination">${h(purchase.address)}</dd>
  <dt>Network</dt><dd data-testid="onramp-network">${h(options.networkName)}</dd>
  <dt>Token</dt><dd>${h(asset)}</dd>
</dl>
${options.error ? `<p class="error" role="alert" data-testid="onramp-error">${h(options.error)}</p>` : ''}
<form method="post" action="/pay">
  <input type="hidden" name="signedQuery" value="${h(options.signedQuery)}" />
  <fieldset class="methods">
    <legend>Payment method</legend>
    <label><input type="radio" id="method-card" name="method" value="card"${bank ? '' : ' checked'} /> Card</label>
    <label><input type="radio" id="method-bank" name="method" value="bank"${bank ? ' checked' : ''} /> Bank account</label>
  </fieldset>
  <fieldset class="card-fields">
    <legend>Card details</legend>
    <label for="cardNumber">Card number</label>
    <input type="text" id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="off" placeholder="4242 4242 4242 4242" />
    <label for="expiry">Expiry (MM/YY)</label>
    <input type="text" id="expiry" name="expiry" autocomplete="off" placeholder="12/34"${value('expiry')} />
    <label for="cvc">CVC</label>
    <input type="text" id="cvc" name="cvc" inputmode="numeric" autocomplete="off" placeholder="123" />
    <label for="cardholder">Cardholder name</label>
    <input type="text" id="cardholder" name="cardholder" autocomplete="off"${value('cardholder')} />
    <p class="hint">Test cards: 4242 4242 4242 4242 is paid, 4000 0000 0000 0002 is declined; any future expiry and CVC.</p>
  </fieldset>
  <fieldset class="bank-fields">
    <legend>Bank account details</legend>
    <label for="accountHolder">Account holder</label>
    <input type="text" id="accountHolder" name="accountHolder" autocomplete="off"${value('accountHolder')} />
    <label for="iban">IBAN</label>
    <input type="text" id="iban" name="iban" autocomplete="off" placeholder="DE89 3704 0044 0532 0130 00"${value('iban')} />
  </fieldset>
  <button type="submit">Pay ${h(purchase.fiatAmount)} ${h(purchase.fiatCurrency)}</button>
</form>
`
}

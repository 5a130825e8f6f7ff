import {
  fetchOnRampOptions,
  fetchOnRampQuote,
  OnRampConstants,
  onRampLimitError,
  onRampProviders,
  openOnRampProvider,
  routerPush,
  updateOnRamp,
} from '@gangway/core'
import { useEffect, useId } from 'react'
import { AmountInput } from '../../components/AmountInput.tsx'
import { useKit } from '../../context/KitContext.tsx'
import { useStore } from '../../context/useStore.ts'
import { useFeatureText } from '../../i18n/useFeatureText.ts'
import { onRampMethodLabel } from './onRampMethodLabel.ts'
import { onRampText } from './onRampText.ts'

/**
 * Buy: the fiat amount (presets 100–1000) and currency, the payment method with its limits, the token and
 * what the amount buys (the quote, its fees), then the server's providers; choosing one opens its window
 * and shows BuyInProgress. Quotes are asked for once typing pauses (300 ms).
 */
export function OnRampProvidersView() {
  const { kit, t, format } = useKit()
  const text = useFeatureText(onRampText)
  const onramp = useStore(kit.stores.onramp)
  const network = useStore(kit.stores.chains, (s) => s.activeNetwork)
  const amountId = useId()
  const methodId = useId()
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again for another network (its own tokens)
  useEffect(() => {
    void fetchOnRampOptions(kit)
  }, [kit, network.caipNetworkId])
  const { purchaseCurrency, paymentCurrency, paymentMethod, paymentAmount, quote } = onramp
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked again whenever an input of the quote changes
  useEffect(() => {
    if (!purchaseCurrency || !paymentAmount) return
    const timer = setTimeout(() => void fetchOnRampQuote(kit), OnRampConstants.QUOTE_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [kit, purchaseCurrency, paymentCurrency, paymentMethod, paymentAmount])

  if (!onramp.optionsLoaded) {
    return (
      <div className="loading" role="status" aria-label={t('modal.loading')}>
        <div className="spinner" />
      </div>
    )
  }
  const providers = onRampProviders(kit)
  const limitError = paymentAmount ? onRampLimitError(paymentCurrency, paymentMethod, paymentAmount) : undefined
  const error = limitError ?? onramp.error
  const ready = Boolean(purchaseCurrency && paymentAmount && !limitError && quote && !onramp.quotesLoading)
  const limits = paymentCurrency.payment_method_limits
  /** An amount of fiat money in the dialog's language ("€50.00", "50,00 €"); as given when it is not a number. */
  const money = (amount: string | number, currency = paymentCurrency.id) => {
    const value = Number(amount)
    return Number.isFinite(value) ? format.fiat(value, currency) : `${amount} ${currency}`
  }
  return (
    <form className="send" data-testid="onramp" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={amountId}>{text('onramp.youPay')}</label>
      <div className="input-row">
        <AmountInput
          id={amountId}
          testId="onramp-amount"
          value={paymentAmount}
          onChange={(amount) => updateOnRamp(kit, { paymentAmount: amount })}
        />
        <button
          type="button"
          className="secondary"
          data-testid="onramp-fiat"
          aria-label={text('onramp.changeCurrency', { currency: paymentCurrency.id })}
          onClick={() => routerPush(kit, 'OnRampFiatSelect')}
        >
          {paymentCurrency.id}
        </button>
      </div>
      <div className="presets">
        {OnRampConstants.PRESET_AMOUNTS.map((amount) => (
          <button
            key={amount}
            type="button"
            className="secondary"
            onClick={() => updateOnRamp(kit, { paymentAmount: String(amount) })}
          >
            {format.number(amount, { style: 'currency', currency: paymentCurrency.id, maximumFractionDigits: 0 })}
          </button>
        ))}
      </div>
      <label htmlFor={methodId}>{text('onramp.paymentMethod')}</label>
      <select
        id={methodId}
        value={paymentMethod}
        data-testid="onramp-method"
        onChange={(e) => updateOnRamp(kit, { paymentMethod: e.target.value })}
      >
        {limits.map((limit) => (
          <option key={limit.id} value={limit.id}>
            {`${onRampMethodLabel(limit.id, text)} (${money(limit.min)}–${money(limit.max)})`}
          </option>
        ))}
      </select>
      <p className="label">{text('onramp.youBuy')}</p>
      <div className="input-row">
        <output className="amount" data-testid="onramp-purchase-amount">
          {onramp.quotesLoading
            ? '…'
            : onramp.purchaseAmount !== undefined
              ? (format.amount(String(onramp.purchaseAmount), 6) ?? String(onramp.purchaseAmount))
              : '—'}
        </output>
        <button
          type="button"
          className="secondary"
          data-testid="onramp-token"
          aria-label={
            purchaseCurrency
              ? text('onramp.changeToken', { symbol: purchaseCurrency.symbol })
              : text('onramp.selectToken')
          }
          onClick={() => routerPush(kit, 'OnRampTokenSelect')}
        >
          {purchaseCurrency?.symbol ?? text('onramp.selectToken')}
        </button>
      </div>
      {quote && !onramp.quotesLoading ? (
        <p className="muted" data-testid="onramp-quote">
          {quote.mocked
            ? text('onramp.estimate')
            : text('onramp.fees', {
                fee: money(quote.providerFee?.amount ?? '0', quote.providerFee?.currency),
                network: money(quote.networkFee.amount, quote.networkFee.currency),
                total: money(quote.paymentTotal.amount, quote.paymentTotal.currency),
              })}
        </p>
      ) : null}
      {error && error !== 'Enter an amount' ? (
        <p className="error-text" role="alert" data-testid="onramp-error">
          {error}
        </p>
      ) : null}
      <p className="label">{text('onramp.providers')}</p>
      {providers.length === 0 ? (
        <p className="muted empty" data-testid="onramp-no-providers">
          {text('onramp.noProviders')}
        </p>
      ) : (
        <ul className="list" data-testid="onramp-providers">
          {providers.map((provider) => (
            <li key={provider.name}>
              <button
                type="button"
                className="item"
                data-provider={provider.name}
                disabled={!ready}
                onClick={() => {
                  // the provider's window opens inside this click (popup blockers allow no later one)
                  void openOnRampProvider(kit, provider.name).catch(() => undefined)
                  routerPush(kit, 'BuyInProgress')
                }}
              >
                {provider.logo ? <img src={provider.logo} alt="" width={28} height={28} /> : null}
                <span className="name">{provider.label}</span>
                <span className="muted">{text('onramp.feeRange', { range: provider.feeRange })}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </form>
  )
}

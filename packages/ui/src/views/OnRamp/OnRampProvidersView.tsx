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
  /** A chip's or a limit's amount: "€50", "50 €" — whole units when it is whole (chips and segments are narrow). */
  const wholeMoney = (amount: string | number) => {
    const value = Number(amount)
    if (!Number.isFinite(value)) return `${amount} ${paymentCurrency.id}`
    const digits = Number.isInteger(value) ? 0 : 2
    return format.number(value, { style: 'currency', currency: paymentCurrency.id, maximumFractionDigits: digits })
  }
  return (
    <form className="send" data-testid="onramp" onSubmit={(event) => event.preventDefault()}>
      <div className="field-box">
        <div className="field-head">
          <label htmlFor={amountId}>{text('onramp.youPay')}</label>
        </div>
        <div className="field-main">
          <AmountInput
            id={amountId}
            testId="onramp-amount"
            className="amount-field"
            value={paymentAmount}
            onChange={(amount) => updateOnRamp(kit, { paymentAmount: amount })}
          />
          <button
            type="button"
            className="token-pill plain"
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
              className="chip"
              aria-pressed={paymentAmount === String(amount)}
              aria-label={`${amount} ${paymentCurrency.id}`}
              onClick={() => updateOnRamp(kit, { paymentAmount: String(amount) })}
            >
              {wholeMoney(amount)}
            </button>
          ))}
        </div>
      </div>
      <fieldset className="segmented" data-testid="onramp-method">
        <legend className="label">{text('onramp.paymentMethod')}</legend>
        {limits.map((limit) => (
          <label key={limit.id} className={limit.id === paymentMethod ? 'segment checked' : 'segment'}>
            <input
              type="radio"
              name={methodId}
              value={limit.id}
              checked={limit.id === paymentMethod}
              onChange={() => updateOnRamp(kit, { paymentMethod: limit.id })}
            />
            <span className="segment-name">{onRampMethodLabel(limit.id, text)}</span>
            <small>{`${wholeMoney(limit.min)}–${wholeMoney(limit.max)}`}</small>
          </label>
        ))}
      </fieldset>
      <div className="field-box">
        <div className="field-head">
          <span>{text('onramp.youBuy')}</span>
        </div>
        <div className="field-main">
          <output className="amount-field" data-testid="onramp-purchase-amount">
            {onramp.quotesLoading
              ? '…'
              : onramp.purchaseAmount !== undefined
                ? (format.amount(String(onramp.purchaseAmount), 6) ?? String(onramp.purchaseAmount))
                : '—'}
          </output>
          <button
            type="button"
            className="token-pill plain"
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

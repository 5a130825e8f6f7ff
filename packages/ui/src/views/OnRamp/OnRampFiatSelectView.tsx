import { routerGoBack, updateOnRamp } from '@gangway/core'
import { useKit } from '../../context/KitContext.tsx'
import { useStore } from '../../context/useStore.ts'

/** The fiat currencies the server takes (USD, EUR); choosing one goes back. */
export function OnRampFiatSelectView() {
  const { kit, format } = useKit()
  const currencies = useStore(kit.stores.onramp, (s) => s.paymentCurrencies)
  const selected = useStore(kit.stores.onramp, (s) => s.paymentCurrency.id)
  const names =
    typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames(format.locale, { type: 'currency' }) : undefined
  return (
    <ul className="list" data-testid="onramp-currencies">
      {currencies.map((currency) => (
        <li key={currency.id}>
          <button
            type="button"
            className="item"
            data-currency={currency.id}
            aria-current={currency.id === selected ? 'true' : undefined}
            onClick={() => {
              updateOnRamp(kit, { paymentCurrency: currency })
              routerGoBack(kit)
            }}
          >
            <span className="name">{names?.of(currency.id) ?? currency.id}</span>
            <span className="muted">{currency.id}</span>
          </button>
        </li>
      ))}
    </ul>
  )
}

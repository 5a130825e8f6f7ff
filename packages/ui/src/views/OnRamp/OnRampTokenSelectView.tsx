import { onRampPurchaseCurrencies, routerGoBack, updateOnRamp } from '@gangway/core'
import { useState } from 'react'
import { SearchInput } from '../../components/SearchInput.tsx'
import { TokenIcon } from '../../components/TokenIcon.tsx'
import { useKit } from '../../context/KitContext.tsx'
import { useStore } from '../../context/useStore.ts'

/** The tokens the server sells on the active network, searchable by name or symbol; choosing one goes back. */
export function OnRampTokenSelectView() {
  const { kit, t } = useKit()
  useStore(kit.stores.onramp, (s) => s.purchaseCurrencies)
  const selected = useStore(kit.stores.onramp, (s) => s.purchaseCurrency?.id)
  const [query, setQuery] = useState('')
  const q = query.trim().toLowerCase()
  const rows = onRampPurchaseCurrencies(kit).filter(
    (c) => !q || c.symbol.toLowerCase().includes(q) || c.name.toLowerCase().includes(q),
  )
  return (
    <>
      <SearchInput label={t('swap.search')} value={query} onChange={setQuery} />
      {rows.length === 0 ? <p className="muted empty">{t('swap.noTokens')}</p> : null}
      <ul className="list" data-testid="onramp-tokens">
        {rows.map((currency) => (
          <li key={currency.id}>
            <button
              type="button"
              className="item"
              data-symbol={currency.symbol}
              aria-current={currency.id === selected ? 'true' : undefined}
              onClick={() => {
                updateOnRamp(kit, { purchaseCurrency: currency })
                routerGoBack(kit)
              }}
            >
              <TokenIcon url={undefined} symbol={currency.symbol} />
              <span className="name">{currency.name}</span>
              <span className="muted">{currency.symbol}</span>
            </button>
          </li>
        ))}
      </ul>
    </>
  )
}

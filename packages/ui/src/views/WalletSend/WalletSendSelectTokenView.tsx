import { fetchTokenBalances, routerGoBack, updateSend } from '@gangway/core'
import { useEffect, useState } from 'react'
import { SearchInput } from '../../components/SearchInput.tsx'
import { TokenIcon } from '../../components/TokenIcon.tsx'
import { useKit } from '../../context/KitContext.tsx'
import { useStore } from '../../context/useStore.ts'

/** The tokens the account holds on this network (non-zero), searchable; choosing one goes back to Send. */
export function WalletSendSelectTokenView() {
  const { kit, t, format } = useKit()
  const tokens = useStore(kit.stores.portfolio, (s) => s.tokens)
  const status = useStore(kit.stores.portfolio, (s) => s.tokensStatus)
  const [query, setQuery] = useState('')
  useEffect(() => {
    // sending checks against fresh balances, not the 30 s cache
    void fetchTokenBalances(kit, { force: true })
  }, [kit])
  const q = query.trim().toLowerCase()
  const shown = tokens.filter(
    (token) =>
      Number(token.quantity.numeric) > 0 &&
      (!q || token.symbol.toLowerCase().includes(q) || token.name.toLowerCase().includes(q)),
  )
  return (
    <>
      <SearchInput label={t('send.search')} value={query} onChange={setQuery} />
      {status === 'error' ? <p className="muted empty">{t('tokens.unavailable')}</p> : null}
      {status === 'ready' && shown.length === 0 ? <p className="muted empty">{t('send.noTokens')}</p> : null}
      <ul className="list">
        {shown.map((token) => (
          <li key={token.address ?? 'native'}>
            <button
              type="button"
              className="item"
              onClick={() => {
                updateSend(kit, { token })
                routerGoBack(kit)
              }}
            >
              <TokenIcon url={token.iconUrl} symbol={token.symbol} />
              <span className="name">{token.name}</span>
              <span className="muted">
                {format.amount(token.quantity.numeric)} {token.symbol}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </>
  )
}

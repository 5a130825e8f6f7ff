import { fetchTokenBalances } from '@gangway/core'
import { useEffect } from 'react'
import { TokenIcon } from '../../components/TokenIcon.tsx'
import { useKit } from '../../context/KitContext.tsx'
import { useStore } from '../../context/useStore.ts'

/** Tokens: value and quantity (3 decimals, truncated; `Intl` in the dialog's language), or 'Token Balance Unavailable'. */
export function TokensTab() {
  const { kit, t, format } = useKit()
  const tokens = useStore(kit.stores.portfolio, (s) => s.tokens)
  const status = useStore(kit.stores.portfolio, (s) => s.tokensStatus)
  const network = useStore(kit.stores.chains, (s) => s.activeNetwork.caipNetworkId)
  useEffect(() => {
    // read again when the network changes (the portfolio store empties itself for the new one)
    if (network) void fetchTokenBalances(kit)
  }, [kit, network])
  if (status === 'error') return <p className="muted empty">{t('tokens.unavailable')}</p>
  if (status !== 'ready') return <div className="spinner" role="status" aria-label={t('modal.loading')} />
  if (tokens.length === 0) return <p className="muted empty">{t('tokens.empty')}</p>
  return (
    <ul className="list">
      {tokens.map((token) => (
        <li key={token.address ?? 'native'} className="row" data-testid={`token-${token.symbol}`}>
          <TokenIcon url={token.iconUrl} symbol={token.symbol} />
          <span className="name">
            {token.name}
            <small className="muted">
              {format.amount(token.quantity.numeric)} {token.symbol}
            </small>
          </span>
          <span className="value">{format.fiat(token.value)}</span>
        </li>
      ))}
    </ul>
  )
}

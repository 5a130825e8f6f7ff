import { routerGoBack, updateSwap } from '@gangway/core'
import { useState } from 'react'
import { SearchInput } from '../../components/SearchInput.tsx'
import { TokenIcon } from '../../components/TokenIcon.tsx'
import { useKit } from '../../context/KitContext.tsx'
import { useStore } from '../../context/useStore.ts'
import type { ViewProps } from '../viewRegistry.ts'
import { swapBalance } from './swapBalance.ts'

/**
 * The network's swap tokens (the server's list), searchable by name, symbol or address; the ones the account
 * holds first, with their balance. Choosing one sets that side of the swap and goes back.
 */
export function SwapSelectTokenView({ data }: ViewProps) {
  const { kit, t, format } = useKit()
  const target = (data as { target?: 'sourceToken' | 'toToken' } | undefined)?.target ?? 'toToken'
  const tokens = useStore(kit.stores.swap, (s) => s.tokens) ?? []
  const balances = useStore(kit.stores.portfolio, (s) => s.tokens)
  const [query, setQuery] = useState('')
  const q = query.trim().toLowerCase()
  const rows = tokens
    .filter(
      (token) =>
        !q ||
        token.symbol.toLowerCase().includes(q) ||
        token.name.toLowerCase().includes(q) ||
        token.address.toLowerCase().includes(q),
    )
    .map((token) => ({ token, balance: swapBalance(balances, token) }))
    .sort(
      (a, b) =>
        Number(Boolean(b.balance && Number(b.balance.quantity.numeric) > 0)) -
        Number(Boolean(a.balance && Number(a.balance.quantity.numeric) > 0)),
    )
  return (
    <>
      <SearchInput label={t('swap.search')} value={query} onChange={setQuery} />
      {rows.length === 0 ? <p className="muted empty">{t('swap.noTokens')}</p> : null}
      <ul className="list" data-testid="swap-tokens">
        {rows.map(({ token, balance }) => (
          <li key={token.address}>
            <button
              type="button"
              className="item"
              data-symbol={token.symbol}
              onClick={() => {
                updateSwap(kit, { [target]: token })
                routerGoBack(kit)
              }}
            >
              <TokenIcon url={token.logoUri} symbol={token.symbol} />
              <span className="name">{token.name}</span>
              <span className="muted">
                {balance ? `${format.amount(balance.quantity.numeric)} ` : ''}
                {token.symbol}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </>
  )
}

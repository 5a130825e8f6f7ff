import { ConstantsUtil } from '@gangway/core'
import { useEffect, useMemo, useState } from 'react'
import { useKit } from '../../context/KitContext.tsx'
import { useStore } from '../../context/useStore.ts'
import { ConnectorList } from '../Connect/ConnectorList.tsx'
import { orderConnectors } from '../Connect/orderConnectors.ts'

/** AllWallets: every wallet the page knows, with search (the server registry joins in a later issue). */
export function AllWalletsView() {
  const { kit, t } = useKit()
  const connectors = useStore(kit.stores.connectors, (s) => s.connectors)
  const [query, setQuery] = useState('')
  const [applied, setApplied] = useState('')
  useEffect(() => {
    const timer = setTimeout(() => setApplied(query.trim().toLowerCase()), ConstantsUtil.SEARCH_MIN_WAIT_MS)
    return () => clearTimeout(timer)
  }, [query])
  const listed = useMemo(
    () =>
      orderConnectors(connectors, kit.storage.getRecentWallets(), kit.options)
        .filter((c) => c.name.toLowerCase().includes(applied))
        .slice(0, ConstantsUtil.WALLETS_SEARCH_LIMIT),
    [connectors, kit, applied],
  )
  return (
    <>
      <input
        className="search"
        type="search"
        aria-label={t('allWallets.search')}
        placeholder={t('allWallets.search')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <ul className="list" aria-label={t('view.AllWallets')}>
        <ConnectorList connectors={listed} />
      </ul>
      {listed.length === 0 && applied ? <p className="muted">{t('allWallets.empty', { query: applied })}</p> : null}
    </>
  )
}

import {
  ConstantsUtil,
  fetchWalletsPage,
  getWalletGroups,
  isInstalled,
  listedConnectors,
  searchWallets,
} from '@gangway/core'
import { useEffect, useMemo, useRef, useState } from 'react'
import { SearchInput } from '../../components/SearchInput.tsx'
import { useKit } from '../../context/KitContext.tsx'
import { useStore } from '../../context/useStore.ts'
import { ConnectorList } from '../Connect/ConnectorList.tsx'
import { RegistryWalletList } from '../Connect/RegistryWalletList.tsx'

/**
 * AllWallets: the page's installed wallets, then the server's registry in pages of 40 loaded as the list
 * scrolls; search waits at least 300 ms after typing and shows up to 100 (SPEC §9). The view keeps one height
 * while pages and searches load.
 */
export function AllWalletsView() {
  const { kit, t } = useKit()
  const connectors = useStore(kit.stores.connectors, (s) => s.connectors)
  const wallets = useStore(kit.stores.wallets)
  const [query, setQuery] = useState('')
  const [applied, setApplied] = useState('')
  const sentinel = useRef<HTMLLIElement>(null)

  useEffect(() => {
    const timer = setTimeout(() => setApplied(query.trim()), ConstantsUtil.SEARCH_MIN_WAIT_MS)
    return () => clearTimeout(timer)
  }, [query])
  useEffect(() => {
    void searchWallets(kit, applied)
  }, [kit, applied])
  useEffect(() => {
    if (kit.stores.wallets.get().page === 0) void fetchWalletsPage(kit)
  }, [kit])
  useEffect(() => {
    const el = sentinel.current
    if (!el || applied || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) void fetchWalletsPage(kit)
    })
    observer.observe(el)
    return () => observer.disconnect()
  }, [kit, applied])

  const lower = applied.toLowerCase()
  const options = useStore(kit.stores.options)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the connectors and Connect options are read from these stores
  const installed = useMemo(
    () => listedConnectors(getWalletGroups(kit)).filter((c) => c.name.toLowerCase().includes(lower)),
    [connectors, options, kit, lower],
  )
  const registry = useMemo(
    () =>
      (applied ? wallets.search.results : [...wallets.featured, ...wallets.all])
        .filter((w, i, list) => list.findIndex((x) => x.id === w.id) === i && !isInstalled(w, connectors))
        .slice(0, applied ? ConstantsUtil.WALLETS_SEARCH_LIMIT : undefined),
    [applied, wallets.search.results, wallets.featured, wallets.all, connectors],
  )
  const loading = applied ? wallets.search.loading : wallets.loading
  const more = !applied && (wallets.page === 0 || wallets.all.length < wallets.count)
  return (
    // one height whatever is loaded (a page, a search, nothing yet): the dialog does not jump as lists arrive
    <div className="all-wallets">
      <SearchInput label={t('allWallets.search')} value={query} onChange={setQuery} />
      <ul className="list" aria-label={t('view.AllWallets')} aria-busy={loading}>
        <ConnectorList connectors={installed} />
        <RegistryWalletList wallets={registry} />
        {more ? <li ref={sentinel} className="sentinel" aria-hidden="true" /> : null}
      </ul>
      {loading ? (
        <div className="loading" role="status" aria-label={t('modal.loading')}>
          <div className="spinner" />
        </div>
      ) : null}
      {!loading && applied && installed.length === 0 && registry.length === 0 ? (
        <p className="muted">{t('allWallets.empty', { query: applied })}</p>
      ) : null}
      {wallets.error && registry.length === 0 && !loading ? (
        <p className="muted">{t('allWallets.unavailable')}</p>
      ) : null}
    </div>
  )
}

import { fetchTransactions, groupTransactionsByDate } from '@gangway/core'
import { useEffect, useMemo, useRef } from 'react'
import { useKit } from '../../context/KitContext.tsx'
import { useStore } from '../../context/useStore.ts'
import type { Format } from '../../i18n/createFormat.ts'
import type { Translate } from '../../i18n/createTranslator.ts'
import { PurchasesSection } from './PurchasesSection.tsx'
import { TransactionRow } from './TransactionRow.tsx'

/** While sent transactions are pending, the first page is read again this often until the history has them. */
const PENDING_POLL_MS = 3_000

function dayLabel(date: Date, t: Translate, format: Format): string {
  const today = new Date()
  const start = new Date(today.getFullYear(), today.getMonth(), today.getDate()).getTime()
  if (date.getTime() === start) return t('activity.today')
  if (date.getTime() === start - 86_400_000) return t('activity.yesterday')
  return format.day(date)
}

/**
 * Activity: the purchases of the Buy flow, pending sends, then the history grouped by day; more pages load as
 * the list scrolls.
 */
export function ActivityTab() {
  const { kit, t, format } = useKit()
  const transactions = useStore(kit.stores.portfolio, (s) => s.transactions)
  const status = useStore(kit.stores.portfolio, (s) => s.transactionsStatus)
  const next = useStore(kit.stores.portfolio, (s) => s.transactionsNext)
  const allPending = useStore(kit.stores.portfolio, (s) => s.pending)
  const network = useStore(kit.stores.chains, (s) => s.activeNetwork.caipNetworkId)
  const pending = useMemo(() => allPending.filter((p) => p.metadata.chain === network), [allPending, network])
  const groups = useMemo(() => groupTransactionsByDate(transactions), [transactions])
  const sentinel = useRef<HTMLDivElement>(null)

  useEffect(() => {
    // read again when the network changes (the portfolio store empties itself for the new one)
    if (network) void fetchTransactions(kit, { reset: true })
  }, [kit, network])
  useEffect(() => {
    if (pending.length === 0) return
    const timer = setInterval(() => void fetchTransactions(kit, { reset: true }), PENDING_POLL_MS)
    return () => clearInterval(timer)
  }, [kit, pending.length])
  useEffect(() => {
    const el = sentinel.current
    if (!el || !next || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) void fetchTransactions(kit)
    })
    observer.observe(el)
    return () => observer.disconnect()
  }, [kit, next])

  if (status === 'loading' && transactions.length === 0 && pending.length === 0) {
    return <div className="spinner" role="status" aria-label={t('modal.loading')} />
  }
  if (transactions.length === 0 && pending.length === 0) {
    return (
      <div className="activity">
        <PurchasesSection />
        <p className="muted empty">{t('activity.empty')}</p>
      </div>
    )
  }
  return (
    <div className="activity">
      <PurchasesSection />
      {pending.length > 0 ? (
        <section>
          <h3>{t('activity.pending')}</h3>
          <ul className="list">
            {pending.map((p) => (
              <TransactionRow key={p.id} transaction={p} />
            ))}
          </ul>
        </section>
      ) : null}
      {groups.map((group) => (
        <section key={group.key}>
          <h3>{dayLabel(group.date, t, format)}</h3>
          <ul className="list">
            {group.transactions.map((tx) => (
              <TransactionRow key={tx.id} transaction={tx} />
            ))}
          </ul>
        </section>
      ))}
      {next ? <div ref={sentinel} className="sentinel" aria-hidden="true" /> : null}
    </div>
  )
}

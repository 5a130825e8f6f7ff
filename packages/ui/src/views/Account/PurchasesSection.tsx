import { fetchOnRampPurchases } from '@gangway/core'
import { useEffect } from 'react'
import { useKit } from '../../context/KitContext.tsx'
import { useStore } from '../../context/useStore.ts'
import { useFeatureText } from '../../i18n/useFeatureText.ts'
import { type OnRampTextKey, onRampText } from '../OnRamp/onRampText.ts'

const STATUS: Record<string, OnRampTextKey> = {
  pending: 'activity.buyPending',
  completed: 'activity.buyCompleted',
  failed: 'activity.buyFailed',
}

/**
 * Activity's purchases (with `features.onramp`): the account's purchases this browser started, newest first,
 * with their status as the provider last reported it. Nothing when there are none.
 */
export function PurchasesSection() {
  const { kit, format } = useKit()
  const text = useFeatureText(onRampText)
  const onramp = useStore(kit.stores.options, (s) => s.features.onramp)
  const purchases = useStore(kit.stores.onramp, (s) => s.purchases)
  const account = useStore(
    kit.stores.chains,
    (s) => `${s.activeNetwork.caipNetworkId}:${s.accounts[s.activeNamespace]?.address}`,
  )
  useEffect(() => {
    if (onramp && account) void fetchOnRampPurchases(kit).catch(() => undefined)
  }, [kit, onramp, account])
  const mine = purchases.filter((p) => p.account.toLowerCase() === account.toLowerCase())
  if (!onramp || mine.length === 0) return null
  return (
    <section data-testid="activity-purchases">
      <h3>{text('activity.purchases')}</h3>
      <ul className="list">
        {mine.map((p) => (
          <li key={p.id} className="item" data-status={p.status}>
            <span className="name">
              {text('activity.bought', {
                amount:
                  `${p.purchaseAmount == null ? '' : (format.amount(String(p.purchaseAmount), 6) ?? p.purchaseAmount)} ${p.purchaseCurrency}`.trim(),
              })}
            </span>
            <span className="muted">
              {p.paymentAmount ? `${p.paymentAmount} ${p.paymentCurrency} · ` : ''}
              {text(STATUS[p.status] ?? 'activity.buyPending')}
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}

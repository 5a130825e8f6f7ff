import { routerGoBack, routerReset, watchOnRampPurchase } from '@gangway/core'
import { useEffect } from 'react'
import { Icon } from '../../components/Icon.tsx'
import { useKit } from '../../context/KitContext.tsx'
import { useStore } from '../../context/useStore.ts'
import { shortenAddress } from '../../format/shortenAddress.ts'
import { useFeatureText } from '../../i18n/useFeatureText.ts'
import { onRampText } from './onRampText.ts'

/**
 * Buy, in progress: the purchase in the provider's window, followed (every 3 s) until the provider reported
 * it completed — with the delivering transaction — or failed, with its reason. A window the browser blocked
 * is offered as a link; closing the dialog stops following (the purchase stays in Activity).
 */
export function BuyInProgressView() {
  const { kit, format } = useKit()
  const text = useFeatureText(onRampText)
  const onramp = useStore(kit.stores.onramp)
  const { purchase, selectedProvider: provider, purchaseUrl } = onramp
  const id = purchase?.id
  const pending = purchase?.status === 'pending'
  useEffect(() => {
    if (!id || !pending) return
    const stop = new AbortController()
    void watchOnRampPurchase(kit, { signal: stop.signal })
    return () => stop.abort()
  }, [kit, id, pending])
  /** A bought amount in the dialog's language (6 decimals at most); empty when unknown. */
  const tokens = (value: string | number | null | undefined) =>
    value === undefined || value === null ? '' : (format.amount(String(value), 6) ?? String(value))
  const label = provider?.label ?? purchase?.provider ?? ''
  const amount = purchase
    ? `${tokens(purchase.purchaseAmount)} ${purchase.purchaseCurrency}`.trim()
    : `${tokens(onramp.purchaseAmount)} ${onramp.purchaseCurrency?.symbol ?? ''}`.trim()
  if (!purchase) {
    return onramp.error ? (
      <div className="send">
        <p className="error-text" role="alert" data-testid="buy-error">
          {onramp.error}
        </p>
        <button type="button" className="secondary" onClick={() => routerGoBack(kit)}>
          {text('onramp.tryAgain')}
        </button>
      </div>
    ) : (
      <div className="loading" role="status" aria-label={text('onramp.opening', { provider: label })}>
        <div className="spinner" />
        <p className="muted">{text('onramp.opening', { provider: label })}</p>
      </div>
    )
  }
  return (
    <div className="send" data-testid="buy-status" data-status={purchase.status}>
      {purchase.status === 'pending' ? (
        <>
          <div className="spinner" role="status" aria-label={text('onramp.buying', { amount, provider: label })} />
          <p>{text('onramp.buying', { amount, provider: label })}</p>
          <p className="muted">{text('onramp.continueInWindow', { provider: label })}</p>
          {onramp.error ? (
            <p className="error-text" role="alert">
              {onramp.error}
            </p>
          ) : null}
          {purchaseUrl ? (
            <a href={purchaseUrl} target="_blank" rel="noopener noreferrer" data-testid="buy-open-provider">
              {text('onramp.openProvider', { provider: label })}
            </a>
          ) : null}
        </>
      ) : purchase.status === 'completed' ? (
        <>
          <span className="status-badge success" aria-hidden="true">
            <Icon name="check" size={30} />
          </span>
          <p role="status" className="headline" data-testid="buy-completed">
            {text('onramp.completed', {
              amount: `${tokens(purchase.purchaseAmount)} ${purchase.purchaseCurrency}`.trim(),
            })}
          </p>
          {purchase.txHash ? (
            <p className="muted" data-testid="buy-tx" title={purchase.txHash}>
              {text('onramp.transaction', { hash: shortenAddress(purchase.txHash) })}
            </p>
          ) : null}
          <button type="button" className="primary wide" onClick={() => routerReset(kit, 'Account')}>
            {text('onramp.backToAccount')}
          </button>
        </>
      ) : (
        <>
          <p className="error-text" role="alert" data-testid="buy-failed">
            {text('onramp.failed', { reason: purchase.failureReason ?? text('onramp.noReason') })}
          </p>
          <button type="button" className="secondary" onClick={() => routerGoBack(kit)}>
            {text('onramp.tryAgain')}
          </button>
        </>
      )}
    </div>
  )
}

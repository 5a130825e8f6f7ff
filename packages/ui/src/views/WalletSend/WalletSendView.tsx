import { fetchTokenBalances, routerPush, updateSend, validateSend } from '@gangway/core'
import { useEffect, useId } from 'react'
import { AmountInput } from '../../components/AmountInput.tsx'
import { Icon } from '../../components/Icon.tsx'
import { TokenIcon } from '../../components/TokenIcon.tsx'
import { useKit } from '../../context/KitContext.tsx'
import { useStore } from '../../context/useStore.ts'
import type { MessageKey } from '../../i18n/en.ts'
import { useFeatureText } from '../../i18n/useFeatureText.ts'
import { bitcoinText } from './bitcoinText.ts'

/**
 * Send: token (→ select token), amount with Max and the balance, receiver. The button says what is missing
 * or wrong (insufficient balance included) until the form can be previewed.
 */
export function WalletSendView() {
  const { kit, t, format } = useKit()
  const form = useStore(kit.stores.send)
  const namespace = useStore(kit.stores.chains, (s) => s.activeNamespace)
  const bitcoinT = useFeatureText(bitcoinText)
  const amountId = useId()
  const receiverId = useId()
  const feeRateId = useId()
  useEffect(() => {
    // sending checks against fresh balances, not the 30 s cache
    void fetchTokenBalances(kit, { force: true })
  }, [kit])
  const error = validateSend(form, namespace)
  // Bitcoin: the fee rate in sat/vB (empty: the network's estimate; the preview shows the fee it makes)
  const bitcoin = namespace === 'bip122'
  const token = form.token
  return (
    <form
      className="send"
      onSubmit={(event) => {
        event.preventDefault()
        if (!error) routerPush(kit, 'WalletSendPreview')
      }}
    >
      <button type="button" className="item" onClick={() => routerPush(kit, 'WalletSendSelectToken')}>
        {token ? <TokenIcon url={token.iconUrl} symbol={token.symbol} /> : null}
        <span className="name">{token ? token.symbol : t('send.selectToken')}</span>
        <Icon name="chevron" />
      </button>
      <label htmlFor={amountId}>{t('send.amount')}</label>
      <div className="input-row">
        <AmountInput id={amountId} value={form.amount} onChange={(amount) => updateSend(kit, { amount })} />
        <button
          type="button"
          className="link"
          disabled={!token}
          onClick={() => token && updateSend(kit, { amount: token.quantity.numeric })}
        >
          {t('send.max')}
        </button>
      </div>
      {token ? (
        <p className="muted" data-testid="send-balance">
          {t('send.balance', { amount: `${format.amount(token.quantity.numeric)} ${token.symbol}` })}
        </p>
      ) : null}
      <label htmlFor={receiverId}>{t('send.receiver')}</label>
      <input
        id={receiverId}
        className="search"
        autoComplete="off"
        spellCheck={false}
        placeholder={t('send.receiverPlaceholder')}
        value={form.receiver}
        onChange={(e) => updateSend(kit, { receiver: e.target.value.trim() })}
      />
      {bitcoin ? (
        <>
          <label htmlFor={feeRateId}>{bitcoinT('send.feeRate')}</label>
          <input
            id={feeRateId}
            className="search"
            inputMode="decimal"
            autoComplete="off"
            data-testid="send-fee-rate"
            placeholder={bitcoinT('send.feeRatePlaceholder')}
            value={form.feeRate}
            onChange={(e) => updateSend(kit, { feeRate: e.target.value.trim() })}
          />
        </>
      ) : null}
      <button type="submit" className="primary" disabled={error !== undefined} data-testid="send-submit">
        {error
          ? error.code === 'SEND_INVALID_FEE_RATE'
            ? bitcoinT('send.SEND_INVALID_FEE_RATE')
            : t(`send.${error.code}` as MessageKey)
          : t('send.preview')}
      </button>
    </form>
  )
}

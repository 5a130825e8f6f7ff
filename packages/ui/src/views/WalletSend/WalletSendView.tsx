import { fetchTokenBalances, routerPush, type SendError, sendErrors, updateSend } from '@gangway/core'
import { useEffect, useId } from 'react'
import { AmountInput } from '../../components/AmountInput.tsx'
import { Icon } from '../../components/Icon.tsx'
import { TokenIcon } from '../../components/TokenIcon.tsx'
import { useKit } from '../../context/KitContext.tsx'
import { useStore } from '../../context/useStore.ts'
import type { MessageKey } from '../../i18n/en.ts'
import { useFeatureText } from '../../i18n/useFeatureText.ts'
import { bitcoinText } from './bitcoinText.ts'

/** The receiver field's placeholder, in the active namespace's address format. */
const PLACEHOLDERS = {
  eip155: 'send.receiverPlaceholder',
  solana: 'send.receiverPlaceholder.solana',
  bip122: 'send.receiverPlaceholder.bip122',
} as const

/**
 * Send: token (→ select token), amount with Max and the balance, receiver. Every problem shows under its
 * field at once (core's `sendErrors`: the amount, the address, the balance, the fee rate), and the button
 * says the first one (or what is missing) until the form can be previewed.
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
  const errors = sendErrors(form, namespace)
  const error = errors[0]
  const text = (e: SendError) =>
    e.code === 'SEND_INVALID_FEE_RATE' ? bitcoinT('send.SEND_INVALID_FEE_RATE') : t(`send.${e.code}` as MessageKey)
  const fieldError = (codes: SendError['code'][], id: string) => {
    const shown = errors.filter((e) => codes.includes(e.code))
    return shown.length > 0 ? (
      <p className="field-error" id={id} role="alert">
        {shown.map(text).join(' · ')}
      </p>
    ) : null
  }
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
      {fieldError(['SEND_INVALID_AMOUNT', 'SEND_INSUFFICIENT_FUNDS'], `${amountId}-error`)}
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
        placeholder={t(
          namespace in PLACEHOLDERS
            ? PLACEHOLDERS[namespace as keyof typeof PLACEHOLDERS]
            : 'send.receiverPlaceholder.other',
        )}
        value={form.receiver}
        onChange={(e) => updateSend(kit, { receiver: e.target.value.trim() })}
      />
      {fieldError(['SEND_INVALID_ADDRESS'], `${receiverId}-error`)}
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
          {fieldError(['SEND_INVALID_FEE_RATE'], `${feeRateId}-error`)}
        </>
      ) : null}
      <button type="submit" className="primary wide" disabled={error !== undefined} data-testid="send-submit">
        {error ? text(error) : t('send.preview')}
      </button>
    </form>
  )
}

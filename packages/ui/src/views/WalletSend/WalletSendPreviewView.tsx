import { estimateSendFee, KitError, routerGoBack, sendToken } from '@gangway/core'
import { useEffect, useState } from 'react'
import { TokenIcon } from '../../components/TokenIcon.tsx'
import { useKit } from '../../context/KitContext.tsx'
import { useStore } from '../../context/useStore.ts'
import { shortenAddress } from '../../format/shortenAddress.ts'
import type { Translate } from '../../i18n/createTranslator.ts'
import type { MessageKey } from '../../i18n/en.ts'

/** What a failed send says: declined, the chain node's reason (nonce, funds, fee cap, gas, revert), else failed. */
function failureText(error: unknown, t: Translate): string {
  if (!(error instanceof KitError)) return t('preview.failed')
  if (error.code === 'TRANSACTION_REJECTED') return t('preview.declined')
  const key = `error.${error.code}` as MessageKey
  const text = t(key)
  if (text === key) return t('preview.failed')
  // a revert reason comes from the contract, as it is
  const reason = error.code === 'EXECUTION_REVERTED' ? error.message.split(': ').slice(1).join(': ') : ''
  return reason ? `${text}: ${reason}` : text
}

/** Preview: amount, receiver, network and the fee estimate; Send asks the wallet to sign and send. */
export function WalletSendPreviewView() {
  const { kit, t, format } = useKit()
  const form = useStore(kit.stores.send)
  const network = useStore(kit.stores.chains, (s) => s.activeNetwork)
  const [estimating, setEstimating] = useState(true)
  const [failure, setFailure] = useState<string | undefined>()
  useEffect(() => {
    let live = true
    void estimateSendFee(kit).finally(() => live && setEstimating(false))
    return () => {
      live = false
    }
  }, [kit])
  if (!form.token) return null
  const send = async () => {
    setFailure(undefined)
    try {
      await sendToken(kit)
    } catch (error) {
      setFailure(failureText(error, t))
    }
  }
  // Bitcoin fees are a few hundred sats: all 8 decimals (elsewhere 6 places are enough)
  const feeDecimals = network.chainNamespace === 'bip122' ? 8 : 6
  const fee = form.fee
    ? `${format.amount(form.fee.amount, feeDecimals) ?? form.fee.amount} ${form.fee.symbol}`
    : estimating
      ? t('preview.estimating')
      : t('preview.feeUnavailable')
  const sending = form.status === 'sending'
  return (
    <div className="preview">
      <div className="center">
        <TokenIcon url={form.token.iconUrl} symbol={form.token.symbol} size={56} />
        <p className="muted">{t('preview.sending')}</p>
        <p className="big" data-testid="preview-amount">
          {format.amount(form.amount, 18) ?? form.amount} {form.token.symbol}
        </p>
      </div>
      <dl className="facts">
        <dt>{t('preview.to')}</dt>
        <dd title={form.receiver}>{shortenAddress(form.receiver)}</dd>
        <dt>{t('preview.network')}</dt>
        <dd>{network.name}</dd>
        <dt>{t('preview.fee')}</dt>
        <dd data-testid="preview-fee">{fee}</dd>
      </dl>
      {failure ? (
        <p className="error-text" role="alert" data-testid="send-failure">
          {failure}
        </p>
      ) : null}
      <div className="buttons">
        <button type="button" className="secondary" disabled={sending} onClick={() => routerGoBack(kit)}>
          {t('preview.cancel')}
        </button>
        <button type="button" className="primary" disabled={sending} onClick={() => void send()}>
          {sending ? t('preview.approve') : t('preview.send')}
        </button>
      </div>
    </div>
  )
}

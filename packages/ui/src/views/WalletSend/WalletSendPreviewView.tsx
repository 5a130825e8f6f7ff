import { estimateSendFee, KitError, KitErrorCode, routerGoBack, sendToken, truncateDecimals } from '@gangway/core'
import { useEffect, useState } from 'react'
import { TokenIcon } from '../../components/TokenIcon.tsx'
import { useKit } from '../../context/KitContext.tsx'
import { useStore } from '../../context/useStore.ts'
import { shortenAddress } from '../../format/shortenAddress.ts'

/** Preview: amount, receiver, network and the fee estimate; Send asks the wallet to sign and send. */
export function WalletSendPreviewView() {
  const { kit, t } = useKit()
  const form = useStore(kit.stores.send)
  const network = useStore(kit.stores.chains, (s) => s.activeNetwork)
  const [estimating, setEstimating] = useState(true)
  const [failure, setFailure] = useState<'declined' | 'failed' | undefined>()
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
      setFailure(error instanceof KitError && error.code === KitErrorCode.TRANSACTION_REJECTED ? 'declined' : 'failed')
    }
  }
  const fee = form.fee
    ? `${truncateDecimals(form.fee.amount, 6) ?? form.fee.amount} ${form.fee.symbol}`
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
          {form.amount} {form.token.symbol}
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
        <p className="error-text" role="alert">
          {t(failure === 'declined' ? 'preview.declined' : 'preview.failed')}
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

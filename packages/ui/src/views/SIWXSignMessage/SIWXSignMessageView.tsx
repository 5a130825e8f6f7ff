import { cancelSIWXSignMessage, requestSIWXSignMessage } from '@gangway/core'
import { useEffect, useRef } from 'react'
import { Icon } from '../../components/Icon.tsx'
import { WalletIcon } from '../../components/WalletIcon.tsx'
import { useKit } from '../../context/KitContext.tsx'
import { useStore } from '../../context/useStore.ts'

/**
 * SIWXSignMessage (sign in with X, issue 14): the site's icon beside the wallet's, "{name} needs to connect to
 * your wallet", what signing means (Cancel disconnects only when the site requires sign-in), and Cancel /
 * Sign. Sign shows "Signing…" and is disabled while the wallet's prompt is open; errors show in the snackbar
 * (core's `requestSIWXSignMessage`). Focus starts on Sign.
 */
export function SIWXSignMessageView() {
  const { kit, t } = useKit()
  const status = useStore(kit.stores.siwx, (s) => s.status)
  const walletInfo = useStore(kit.stores.connections, (s) => s.walletInfo)
  const sign = useRef<HTMLButtonElement>(null)
  useEffect(() => sign.current?.focus(), [])
  const metadata = kit.options.metadata
  const name = metadata?.name || t('siwx.defaultName')
  const siteIcon = metadata?.icons[0]
  const required = kit.options.siwx?.getRequired?.() === true
  const signing = status === 'signing'
  const cancelling = status === 'cancelling'
  return (
    <div className="siwx" aria-busy={signing || cancelling}>
      <div className="center">
        <div className="siwx-thumbnails" aria-hidden="true">
          {siteIcon ? (
            <img className="siwx-thumbnail" src={siteIcon} alt="" />
          ) : (
            <span className="siwx-thumbnail">
              <Icon name="network" size={28} />
            </span>
          )}
          <WalletIcon src={walletInfo?.icon} className="siwx-thumbnail" />
        </div>
        <p className="siwx-title">
          <strong id="gw-siwx-title">{t('siwx.title', { name })}</strong>
        </p>
        <p className="muted" id="gw-siwx-hint">
          {required ? t('siwx.hintRequired') : t('siwx.hint')}
        </p>
      </div>
      <div className="buttons">
        <button
          type="button"
          className="secondary"
          disabled={cancelling}
          data-testid="w3m-connecting-siwe-cancel"
          onClick={() => void cancelSIWXSignMessage(kit)}
        >
          {cancelling ? t('siwx.cancelling') : t('siwx.cancel')}
        </button>
        <button
          ref={sign}
          type="button"
          className="primary"
          disabled={signing || cancelling}
          aria-describedby="gw-siwx-hint"
          data-testid="w3m-connecting-siwe-sign"
          onClick={() => void requestSIWXSignMessage(kit).catch(() => undefined)}
        >
          {signing ? t('siwx.signing') : t('siwx.sign')}
        </button>
      </div>
    </div>
  )
}

import { connect, KitError, pairingRefreshIn, walletImageUrl } from '@gangway/core'
import { useCallback, useEffect, useState } from 'react'
import { Icon } from '../../components/Icon.tsx'
import { QrCode } from '../../components/QrCode.tsx'
import { WalletIcon } from '../../components/WalletIcon.tsx'
import { useKit } from '../../context/KitContext.tsx'
import { useCopy } from '../../context/useCopy.ts'
import { useStore } from '../../context/useStore.ts'
import { useOnce } from '../useOnce.ts'
import type { ViewProps } from '../viewRegistry.ts'
import { useRegistryWallet } from './useRegistryWallet.ts'
import { walletDeepLink } from './walletDeepLink.ts'
import { walletStoreLink } from './walletStoreLink.ts'

type Phase = 'waiting' | 'declined' | 'failed'

/**
 * ConnectingWalletConnect. For a wallet picked from the registry (one that is not installed), as AppKit shows
 * it: the wallet's logo and name (the dialog's title); on a phone "Continue in {name}" with its deep link
 * ("Open {name}"), on a computer a QR code with its logo in the centre; then "Copy link", "Get the app" (its
 * store, extension or homepage) and, on a phone, "Try again" (a fresh pairing). Without a wallet: the QR code
 * with WalletConnect's logo and "Copy link". The pairing URI stays in a visually hidden read-only field (for
 * screen readers and tests), refreshed before it expires (4 minutes, counted as expired within 10 s of the
 * end); declined and failed states with retry. A URI the site gave (`open({ uri })`) is shown as it is: the
 * site owns that pairing, the dialog starts none.
 */
export function ConnectingWalletConnectView({ data }: ViewProps) {
  const { kit, t } = useKit()
  const copyText = useCopy()
  const walletId = (data as { walletId?: string } | undefined)?.walletId
  const pairing = useStore(kit.stores.connections, (s) => s.pairing)
  const wallet = useRegistryWallet(walletId)
  const [phase, setPhase] = useState<Phase>('waiting')
  const run = useCallback(() => {
    if (kit.stores.connections.get().pairing?.source === 'site') return
    setPhase('waiting')
    kit.stores.connections.set({ pairing: undefined })
    connect(kit, { connectorId: 'walletConnect' }).catch((error: unknown) => {
      setPhase(error instanceof KitError && error.code === 'CONNECTION_REJECTED' ? 'declined' : 'failed')
    })
  }, [kit])
  useOnce(run)
  useEffect(() => {
    if (!pairing || pairing.source === 'site' || phase !== 'waiting') return
    const timer = setTimeout(run, pairingRefreshIn(pairing.createdAt))
    return () => clearTimeout(timer)
  }, [pairing, phase, run])
  const mobile = kit.options.isMobile()
  const logo = wallet
    ? ('image_url' in wallet && wallet.image_url) ||
      (wallet.image_id ? walletImageUrl(kit, wallet.image_id) : undefined)
    : walletImageUrl(kit, 'walletConnect')
  const deepLink = wallet && pairing ? walletDeepLink(wallet, pairing.uri) : undefined
  const store = wallet ? walletStoreLink(wallet, mobile, globalThis.navigator?.userAgent ?? '') : undefined
  const copy = async () => {
    if (pairing) await copyText(pairing.uri, 'walletConnect.copied')
  }
  if (phase !== 'waiting') {
    return (
      <div className="center" data-phase={phase}>
        {wallet ? <WalletIcon src={logo} className="big-icon" /> : null}
        <p className="error-text" role="alert">
          {phase === 'declined' ? t('connecting.declined') : t('connecting.failed')}
        </p>
        <button type="button" className="primary" onClick={run}>
          {t('connecting.retry')}
        </button>
      </div>
    )
  }
  const onPhone = wallet !== undefined && mobile && deepLink !== undefined
  return (
    <div className="center connecting-wc" data-phase={phase} data-layout={onPhone ? 'deep-link' : 'qr'}>
      {onPhone ? (
        <>
          <WalletIcon src={logo} className="big-icon" />
          <p>
            <strong>{t('connecting.continueIn', { name: wallet.name })}</strong>
          </p>
          <p className="muted">{t('connecting.accept')}</p>
          <a className="primary wide" href={deepLink} target="_blank" rel="noreferrer">
            {t('walletConnect.open', { name: wallet.name })}
          </a>
        </>
      ) : pairing ? (
        <>
          <QrCode value={pairing.uri} alt={t('walletConnect.qr')} logo={logo} />
          <p className="muted">
            {wallet ? t('walletConnect.scanWith', { name: wallet.name }) : t('walletConnect.scan')}
          </p>
        </>
      ) : (
        <div className="qr-placeholder">
          <div className="spinner" role="status" aria-label={t('modal.loading')} />
        </div>
      )}
      {pairing ? (
        <>
          <input
            className="visually-hidden"
            readOnly
            tabIndex={-1}
            value={pairing.uri}
            aria-label={t('walletConnect.link')}
          />
          <div className="button-row">
            <button type="button" className="secondary with-icon" onClick={() => void copy()}>
              <Icon name="copy" size={16} />
              {t('walletConnect.copy')}
            </button>
            {!onPhone && deepLink && wallet?.desktop_link ? (
              <a className="secondary with-icon" href={deepLink} target="_blank" rel="noreferrer">
                {t('walletConnect.open', { name: wallet.name })}
              </a>
            ) : null}
            {onPhone ? (
              <button type="button" className="secondary with-icon" onClick={run}>
                {t('connecting.retry')}
              </button>
            ) : null}
          </div>
        </>
      ) : null}
      {wallet && store ? (
        <div className="get-wallet">
          <span>{t('walletConnect.dontHave', { name: wallet.name })}</span>
          <a className="secondary small" href={store} target="_blank" rel="noreferrer">
            {t('walletConnect.getApp')}
          </a>
        </div>
      ) : null}
    </div>
  )
}

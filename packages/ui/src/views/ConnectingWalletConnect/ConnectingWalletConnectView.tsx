import { connect, KitError, pairingRefreshIn } from '@gangway/core'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { useKit } from '../../context/KitContext.tsx'
import { useCopy } from '../../context/useCopy.ts'
import { useStore } from '../../context/useStore.ts'
import { qrDataUrl } from '../../format/qrDataUrl.ts'
import { useOnce } from '../useOnce.ts'
import type { ViewProps } from '../viewRegistry.ts'
import { walletDeepLink } from './walletDeepLink.ts'

type Phase = 'waiting' | 'declined' | 'failed'

/**
 * ConnectingWalletConnect: a QR code of the pairing URI, "copy link", the wallet's deep link when one was
 * picked from the registry; a fresh URI before the pairing expires (4 minutes, counted as expired within
 * 10 s of the end); declined and failed states with retry. A URI the site gave (`open({ uri })`) is shown as
 * it is: the site owns that pairing, the dialog starts none.
 */
export function ConnectingWalletConnectView({ data }: ViewProps) {
  const { kit, t } = useKit()
  const copyText = useCopy()
  const walletId = (data as { walletId?: string } | undefined)?.walletId
  const pairing = useStore(kit.stores.connections, (s) => s.pairing)
  const registryWallet = useStore(kit.stores.wallets, (s) =>
    [...s.featured, ...s.recommended, ...s.all, ...s.search.results].find((w) => w.id === walletId),
  )
  const customWallet = useStore(kit.stores.options, (s) => s.customWallets.find((w) => w.id === walletId))
  const wallet = registryWallet ?? customWallet
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
  const qr = useMemo(() => (pairing ? qrDataUrl(pairing.uri, 1) : undefined), [pairing])
  const deepLink = wallet && pairing ? walletDeepLink(wallet, pairing.uri) : undefined
  const copy = async () => {
    if (pairing) await copyText(pairing.uri, 'walletConnect.copied')
  }
  if (phase !== 'waiting') {
    return (
      <div className="center" data-phase={phase}>
        <p className="error-text" role="alert">
          {phase === 'declined' ? t('connecting.declined') : t('connecting.failed')}
        </p>
        <button type="button" className="primary" onClick={run}>
          {t('connecting.retry')}
        </button>
      </div>
    )
  }
  return (
    <div className="center" data-phase={phase}>
      {qr ? (
        <img className="qr" src={qr} alt={t('walletConnect.qr')} width={240} height={240} />
      ) : (
        <div className="spinner" role="status" aria-label={t('modal.loading')} />
      )}
      <p className="muted">{wallet ? t('walletConnect.scanWith', { name: wallet.name }) : t('walletConnect.scan')}</p>
      {pairing ? (
        <>
          <input className="search" readOnly value={pairing.uri} aria-label={t('walletConnect.link')} />
          <button type="button" className="secondary" onClick={() => void copy()}>
            {t('walletConnect.copy')}
          </button>
          {deepLink ? (
            <a className="primary" href={deepLink} target="_blank" rel="noreferrer">
              {t('walletConnect.open', { name: wallet?.name ?? '' })}
            </a>
          ) : null}
        </>
      ) : null}
    </div>
  )
}

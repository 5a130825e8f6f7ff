import { connectFarcaster, getFarcasterUri, KitError } from '@gangway/core'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useKit } from '../../context/KitContext.tsx'
import { useCopy } from '../../context/useCopy.ts'
import { qrDataUrl } from '../../format/qrDataUrl.ts'
import { useOnce } from '../useOnce.ts'

type State = { phase: 'loading' } | { phase: 'waiting'; url: string } | { phase: 'expired' } | { phase: 'failed' }

/**
 * ConnectingFarcaster (SPEC §2, §4 "Farcaster login shows a URL in the dialog"): the sign-in link as a QR
 * code to scan with the phone's Farcaster app, the link itself (open, copy); the dialog waits until the
 * visitor signed in there, then the embedded wallet connects (the dialog shows Account with the username and
 * fid). The link works 10 minutes: then the expired state offers a new one; a refusal shows 'Failed to
 * connect to farcaster' with "Try again".
 */
export function ConnectingFarcasterView() {
  const { kit, t } = useKit()
  const copyText = useCopy()
  const [state, setState] = useState<State>({ phase: 'loading' })
  const alive = useRef(true)
  useEffect(
    () => () => {
      alive.current = false
    },
    [],
  )
  const run = useCallback(() => {
    const set = (next: State) => {
      if (alive.current) setState(next)
    }
    set({ phase: 'loading' })
    void (async () => {
      try {
        const { url, expiresAt } = await getFarcasterUri(kit)
        set({ phase: 'waiting', url })
        await connectFarcaster(kit, { expiresAt })
      } catch (error) {
        if (error instanceof KitError && error.code === 'MODAL_CLOSED') return
        set({
          phase: error instanceof KitError && error.code === 'FARCASTER_URL_EXPIRED' ? 'expired' : 'failed',
        })
      }
    })()
  }, [kit])
  useOnce(run)
  const url = state.phase === 'waiting' ? state.url : undefined
  const qr = useMemo(() => (url ? qrDataUrl(url, 1) : undefined), [url])
  if (state.phase === 'expired' || state.phase === 'failed') {
    return (
      <div className="center" data-phase={state.phase}>
        <p className="error-text" role="alert">
          {state.phase === 'expired' ? t('farcaster.expired') : t('farcaster.failed')}
        </p>
        <button type="button" className="primary" onClick={run}>
          {t('connecting.retry')}
        </button>
      </div>
    )
  }
  return (
    <div className="center" data-phase={state.phase}>
      {qr ? (
        <img className="qr" src={qr} alt={t('farcaster.qr')} width={240} height={240} data-testid="farcaster-qr" />
      ) : (
        <div className="spinner" role="status" aria-label={t('modal.loading')} />
      )}
      <p className="muted" role="status">
        {t('farcaster.scan')}
      </p>
      {url ? (
        <>
          <input className="search" readOnly value={url} aria-label={t('farcaster.link')} data-testid="farcaster-url" />
          <button type="button" className="secondary" onClick={() => void copyText(url, 'walletConnect.copied')}>
            {t('walletConnect.copy')}
          </button>
          <a className="primary" href={url} target="_blank" rel="noreferrer">
            {t('farcaster.open')}
          </a>
        </>
      ) : null}
    </div>
  )
}

import { getAccount, routerGoBack, safeCloseModal } from '@gangway/core'
import { Suspense, useCallback, useEffect, useMemo, useRef } from 'react'
import { Icon } from '../components/Icon.tsx'
import { useKit } from '../context/KitContext.tsx'
import { useStore } from '../context/useStore.ts'
import { createViewRegistry, firstView } from '../views/viewRegistry.ts'
import { AlertBar } from './AlertBar.tsx'
import { Snackbar } from './Snackbar.tsx'
import { useFocusTrap } from './useFocusTrap.ts'
import { viewTitle } from './viewTitle.ts'

/**
 * The dialog: a WAI-ARIA modal dialog labelled by its title, focus moved inside and trapped, Esc and the
 * backdrop close it, focus returns to the opener. Renders the router's current view (a lazy chunk).
 */
export function Modal() {
  const { kit, t, ready } = useKit()
  // the dialog waits for its locale's catalog (a lazy chunk, like the views) before it shows
  const open = useStore(kit.stores.modal, (s) => s.open) && ready
  const shake = useStore(kit.stores.modal, (s) => s.shake)
  const history = useStore(kit.stores.router, (s) => s.history)
  useStore(kit.stores.connectors)
  const views = useMemo(() => createViewRegistry(), [])
  useEffect(() => {
    const idle = (globalThis as { requestIdleCallback?: (cb: () => void) => number }).requestIdleCallback
    const start = () => void views.preload([firstView(kit)])
    const whenIdle = () => (idle ? idle(start) : setTimeout(start, 1))
    whenIdle()
    // a (re)connection changes the view opening shows: preload that one too
    let connected = getAccount(kit).isConnected
    return kit.stores.chains.subscribe(() => {
      if (connected === getAccount(kit).isConnected) return
      connected = !connected
      if (connected) whenIdle()
    })
  }, [views, kit])
  const panel = useRef<HTMLDivElement>(null)
  // Esc, the backdrop and the close button: closes — or shakes while a network must be chosen (safeCloseModal)
  const close = useCallback(() => safeCloseModal(kit), [kit])
  useFocusTrap(panel, open, close)
  const entry = history[history.length - 1]
  if (!open || !entry) return null
  const View = views.get(entry.view)
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: backdrop click is a mouse shortcut; Esc and the close button cover keyboard users
    <div
      className={kit.options.enableMobileFullScreen ? 'backdrop full-screen' : 'backdrop'}
      data-testid="appkit-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) close()
      }}
    >
      <div
        ref={panel}
        className={shake ? 'panel shake' : 'panel'}
        data-shake={shake ? 'true' : undefined}
        role="dialog"
        aria-modal="true"
        aria-labelledby="gw-title"
        tabIndex={-1}
      >
        <div className="header">
          {history.length > 1 ? (
            <button
              type="button"
              className="icon-button"
              aria-label={t('modal.back')}
              onClick={() => routerGoBack(kit)}
            >
              <Icon name="back" />
            </button>
          ) : (
            <span />
          )}
          <h2 id="gw-title">{viewTitle(kit, entry, t)}</h2>
          <button type="button" className="icon-button" aria-label={t('modal.close')} onClick={close}>
            <Icon name="close" />
          </button>
        </div>
        <AlertBar />
        <div className="body" data-view={entry.view}>
          <Suspense
            fallback={
              <div className="loading" role="status" aria-label={t('modal.loading')}>
                <div className="spinner" />
              </div>
            }
          >
            <View key={entry.view} data={entry.data} />
          </Suspense>
        </div>
        <Snackbar />
      </div>
    </div>
  )
}

import { type RouteEntry, routerGoBack } from '@gangway/core'
import { memo, type RefObject, Suspense } from 'react'
import { Icon } from '../components/Icon.tsx'
import { useKit } from '../context/KitContext.tsx'
import type { ViewRegistry } from '../views/viewRegistry.ts'
import { AlertBar } from './AlertBar.tsx'
import { Snackbar } from './Snackbar.tsx'
import { WARM_STYLE } from './useWarmPaint.ts'
import { viewTitle } from './viewTitle.ts'

type DialogPanelProps = {
  entry: RouteEntry
  canGoBack: boolean
  shake: boolean
  /** the closed dialog's one faint paint (`useWarmPaint`): the backdrop at opacity 0.001, hit by nothing */
  warm?: boolean
  views: ViewRegistry
  panel: RefObject<HTMLDivElement | null>
  onClose: () => void
}

/**
 * The dialog's backdrop and panel: header (back, title, close), alerts, the view (a lazy chunk) and the
 * snackbar. Memoised on the view shown (its name and data, not the route entry's identity): the Modal
 * renders it hidden ahead of the click (a `visibility: hidden` wrapper) and opening then re-renders nothing inside.
 */
export const DialogPanel = memo(
  function DialogPanel({ entry, canGoBack, shake, warm = false, views, panel, onClose }: DialogPanelProps) {
    const { kit, t } = useKit()
    const View = views.get(entry.view)
    return (
      // biome-ignore lint/a11y/noStaticElementInteractions: backdrop click is a mouse shortcut; Esc and the close button cover keyboard users
      <div
        className={kit.options.enableMobileFullScreen ? 'backdrop full-screen' : 'backdrop'}
        data-testid="appkit-backdrop"
        style={warm ? WARM_STYLE : undefined}
        onMouseDown={(event) => {
          if (event.target === event.currentTarget) onClose()
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
            {canGoBack ? (
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
            <button type="button" className="icon-button" aria-label={t('modal.close')} onClick={onClose}>
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
  },
  (a, b) =>
    a.entry.view === b.entry.view &&
    a.entry.data === b.entry.data &&
    a.canGoBack === b.canGoBack &&
    a.shake === b.shake &&
    a.warm === b.warm &&
    a.views === b.views &&
    a.panel === b.panel &&
    a.onClose === b.onClose,
)

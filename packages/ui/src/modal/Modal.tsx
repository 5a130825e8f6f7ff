import { getAccount, type RouteEntry, safeCloseModal, type View } from '@gangway/core'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useKit } from '../context/KitContext.tsx'
import { useStore } from '../context/useStore.ts'
import { whenIdle, whenPainted } from '../context/whenIdle.ts'
import { createViewRegistry, firstView } from '../views/viewRegistry.ts'
import { DialogPanel } from './DialogPanel.tsx'
import { useFocusTrap } from './useFocusTrap.ts'
import { useWarmPaint } from './useWarmPaint.ts'

/** The wrapper's style: closed, it keeps the pre-rendered Connect laid out and invisible (see Modal). */
const CLOSED = { display: 'contents', visibility: 'hidden' } as const
const OPEN = { display: 'contents' } as const

/** The view pre-rendered while the dialog is closed: Connect, the one opening shows a visitor not connected. */
const PRERENDERED: View = 'Connect'

/**
 * The dialog: a WAI-ARIA modal dialog labelled by its title, focus moved inside and trapped, Esc and the
 * backdrop close it, focus returns to the opener. Renders the router's current view (a lazy chunk). While
 * closed, once Connect's chunk is preloaded (when the page is idle), Connect is rendered inside a wrapper with
 * `visibility: hidden` (and `display: contents`, so it adds no box): styled and laid out, but painted nowhere,
 * hit by no click, reached by no Tab and absent from the accessibility tree. A click only clears that
 * visibility — no React render of the view, no DOM to build, no style recalculation or layout of the dialog
 * beyond the visibility change (issue 38: click → Connect; bench/README.md has the traces). Once, when idle, it
 * is painted for a few frames at opacity 0.001 and `inert` (`useWarmPaint`), so the click's frame finds its
 * shadow, glyphs and icons in Chromium's raster caches. Each close starts a fresh hidden Connect (what the
 * visitor typed is not kept). What an open dialog loads ahead of need waits until it has been painted.
 */
export function Modal({ loadStyles }: { loadStyles?: () => Promise<void> } = {}) {
  const { kit, ready, loadWords } = useKit()
  // the dialog waits for its locale's catalog (a lazy chunk, like the views) before it shows
  const open = useStore(kit.stores.modal, (s) => s.open) && ready
  const shake = useStore(kit.stores.modal, (s) => s.shake)
  const history = useStore(kit.stores.router, (s) => s.history)
  // a connection changes the view opening shows (Account): the hidden Connect goes
  useStore(kit.stores.chains, () => getAccount(kit).isConnected)
  useStore(kit.stores.connectors)
  // a view other than Connect waits for the views' words and, with `loadStyles` (`<appkit-modal>`), their styles
  const views = useMemo(
    () => createViewRegistry(() => Promise.all([loadWords(), loadStyles?.()]).then(() => undefined)),
    [loadWords, loadStyles],
  )
  const [preloaded, setPreloaded] = useState<ReadonlySet<View>>(() => new Set())
  useEffect(() => {
    let live = true
    const start = () => {
      const view = firstView(kit)
      void views.preload([view]).then(() => {
        if (live) setPreloaded((done) => (done.has(view) ? done : new Set([...done, view])))
      })
    }
    whenIdle(start)
    // a (re)connection changes the view opening shows: preload that one too
    let wasConnected = getAccount(kit).isConnected
    const unsubscribe = kit.stores.chains.subscribe(() => {
      if (wasConnected === getAccount(kit).isConnected) return
      wasConnected = !wasConnected
      if (wasConnected) whenIdle(start)
    })
    return () => {
      live = false
      unsubscribe()
    }
  }, [views, kit])
  // an open dialog may go to any view: the other views' loaders come once it is shown, not on the way to one
  useEffect(() => {
    if (open) whenPainted(() => views.prepare())
  }, [open, views])
  const panel = useRef<HTMLDivElement>(null)
  const wrapper = useRef<HTMLDivElement>(null)
  // Esc, the backdrop and the close button: closes — or shakes while a network must be chosen (safeCloseModal)
  const close = useCallback(() => safeCloseModal(kit), [kit])
  useFocusTrap(panel, open, close)
  // every close gives the hidden Connect a new key: it starts afresh, as a dialog rendered on open would
  const closes = useRef({ count: 0, open })
  if (closes.current.open && !open) closes.current.count++
  closes.current.open = open
  const hidden = useMemo<RouteEntry>(() => ({ view: PRERENDERED, data: undefined }) as RouteEntry, [])
  const current = history[history.length - 1]
  const prerender = ready && preloaded.has(PRERENDERED) && firstView(kit) === PRERENDERED
  const entry = open ? current : prerender ? hidden : undefined
  // the hidden Connect painted once, faintly, when idle: the click's frame then finds it in the raster caches
  const warm = useWarmPaint(wrapper, panel, !open && prerender)
  if (!entry) return null
  const dialog = (
    <DialogPanel
      key={closes.current.count}
      entry={entry}
      canGoBack={open && history.length > 1}
      shake={shake}
      warm={warm}
      views={views}
      panel={panel}
      onClose={close}
    />
  )
  return (
    <div ref={wrapper} style={open || warm ? OPEN : CLOSED}>
      {dialog}
    </div>
  )
}

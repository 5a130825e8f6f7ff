import { getAccount, type RouteEntry, safeCloseModal, type View } from '@gangway/core'
import * as React from 'react'
import { type ComponentType, type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useKit } from '../context/KitContext.tsx'
import { useStore } from '../context/useStore.ts'
import { createViewRegistry, firstView } from '../views/viewRegistry.ts'
import { DialogPanel } from './DialogPanel.tsx'
import { useFocusTrap } from './useFocusTrap.ts'
import { warmLayout } from './warmLayout.ts'

/**
 * React 19.2's `<Activity>`: renders a tree hidden (`display: none`, no effects) at idle priority and shows it
 * later without rendering it again. Undefined on older React, where the dialog renders when it opens.
 */
const Activity = (React as unknown as { Activity?: ComponentType<{ mode: 'hidden' | 'visible'; children: ReactNode }> })
  .Activity

type Later = { idle: number } | { timer: ReturnType<typeof setTimeout> }
const idleApi = globalThis as {
  requestIdleCallback?: (cb: () => void) => number
  cancelIdleCallback?: (handle: number) => void
}
/** `fn` when the page is idle (a timer where there is no `requestIdleCallback`). */
const later = (fn: () => void): Later =>
  idleApi.requestIdleCallback ? { idle: idleApi.requestIdleCallback(fn) } : { timer: setTimeout(fn, 1) }
const cancelLater = (handle: Later) => {
  if ('idle' in handle) idleApi.cancelIdleCallback?.(handle.idle)
  else clearTimeout(handle.timer)
}

/** The view pre-rendered while the dialog is closed: Connect, the one opening shows a visitor not connected. */
const PRERENDERED: View = 'Connect'

/**
 * The dialog: a WAI-ARIA modal dialog labelled by its title, focus moved inside and trapped, Esc and the
 * backdrop close it, focus returns to the opener. Renders the router's current view (a lazy chunk). While
 * closed, once Connect's chunk is preloaded (when the page is idle), Connect is rendered hidden inside an
 * `<Activity>` (React 19.2+), so a click only reveals it: no React render of the view, no DOM to build
 * (issue 38: click → Connect). Each close starts a fresh hidden Connect (what the visitor typed is not kept).
 */
export function Modal() {
  const { kit, ready, host, lang } = useKit()
  // the dialog waits for its locale's catalog (a lazy chunk, like the views) before it shows
  const open = useStore(kit.stores.modal, (s) => s.open) && ready
  const shake = useStore(kit.stores.modal, (s) => s.shake)
  const history = useStore(kit.stores.router, (s) => s.history)
  // a connection changes the view opening shows (Account): the hidden Connect goes
  useStore(kit.stores.chains, () => getAccount(kit).isConnected)
  useStore(kit.stores.connectors)
  const views = useMemo(() => createViewRegistry(), [])
  const [preloaded, setPreloaded] = useState<ReadonlySet<View>>(() => new Set())
  useEffect(() => {
    let live = true
    const start = () => {
      const view = firstView(kit)
      void views.preload([view]).then(() => {
        if (live) setPreloaded((done) => (done.has(view) ? done : new Set([...done, view])))
      })
    }
    const whenIdle = () => later(start)
    whenIdle()
    // a (re)connection changes the view opening shows: preload that one too
    let wasConnected = getAccount(kit).isConnected
    const unsubscribe = kit.stores.chains.subscribe(() => {
      if (wasConnected === getAccount(kit).isConnected) return
      wasConnected = !wasConnected
      if (wasConnected) whenIdle()
    })
    return () => {
      live = false
      unsubscribe()
    }
  }, [views, kit])
  const panel = useRef<HTMLDivElement>(null)
  // Esc, the backdrop and the close button: closes — or shakes while a network must be chosen (safeCloseModal)
  const close = useCallback(() => safeCloseModal(kit), [kit])
  useFocusTrap(panel, open, close)
  // every close gives the hidden Connect a new key: it starts afresh, as a dialog rendered on open would
  const closes = useRef({ count: 0, open })
  if (closes.current.open && !open) closes.current.count++
  closes.current.open = open
  const hidden = useMemo<RouteEntry>(() => ({ view: PRERENDERED, data: undefined }) as RouteEntry, [])
  const current = history[history.length - 1]
  const prerender = Activity !== undefined && ready && preloaded.has(PRERENDERED) && firstView(kit) === PRERENDERED
  const entry = open ? current : prerender ? hidden : undefined
  // the hidden Connect laid out once when the page is idle (fonts, shaping and styles cached for the click),
  // again for each fresh one and for another language's glyphs
  const warm = !open && prerender ? `${closes.current.count} ${lang}` : undefined
  useEffect(() => {
    if (warm === undefined) return
    // React renders the hidden tree after this commit, at idle priority: look for it when idle, a few times
    let left = 10
    const attempt = () => {
      left--
      if (!warmLayout(host.shadowRoot?.querySelector<HTMLElement>('.backdrop')) && left > 0) handle = later(attempt)
    }
    let handle = later(attempt)
    return () => cancelLater(handle)
  }, [warm, host])
  if (!entry) return null
  const dialog = (
    <DialogPanel
      key={closes.current.count}
      entry={entry}
      canGoBack={open && history.length > 1}
      shake={shake}
      views={views}
      panel={panel}
      onClose={close}
    />
  )
  return Activity ? <Activity mode={open ? 'visible' : 'hidden'}>{dialog}</Activity> : dialog
}

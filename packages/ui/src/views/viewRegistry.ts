import { getAccount, type Kit, type View } from '@gangway/core'
import { type ComponentType, type LazyExoticComponent, lazy } from 'react'

export type ViewProps = { data: unknown }
export type Loader = () => Promise<{ default: ComponentType<ViewProps> }>

/**
 * The loader of Connect, the view opening shows a visitor who has not connected: in the page's code, so the
 * idle preload fetches its chunk at once. Every other view's loader — Account's (a connected visitor's first
 * view, preloaded when idle through the table) included — is in `viewLoaders.ts`, a chunk loaded when the
 * dialog opens or with the first such view (issue 38: neither the table nor Vite's list of each view's chunks
 * is up front).
 */
const FIRST_LOADERS: Partial<Record<View, Loader>> = {
  Connect: () => import('./Connect/ConnectView.tsx').then((m) => ({ default: m.ConnectView })),
}

/** The other views' loaders (a chunk of its own). */
const otherLoaders = () => import('./viewLoaders.ts')

export type ViewRegistry = {
  /** The component of a view: the loaded one when its chunk is already here, else a lazy one. */
  get(view: View): ComponentType<ViewProps>
  /** Loads views' chunks (e.g. the first ones a visitor sees, when the page is idle); never rejects. */
  preload(views: readonly View[]): Promise<void>
  /** Loads the other views' loaders (`viewLoaders.ts`, no view itself), e.g. when the dialog opens; never rejects. */
  prepare(): void
}

/**
 * The view opening the dialog shows now (as `openModal` picks it without parameters): preloaded when the page
 * is idle, so opening does not wait for it — and only that one, so a visitor who has not connected does not
 * download the Account view (nor one who has, Connect).
 */
export function firstView(kit: Kit): View {
  if (getAccount(kit).isConnected) return 'Account'
  if (kit.options.adapters.length === 0) return kit.options.isMobile() ? 'AllWallets' : 'ConnectingWalletConnectBasic'
  return 'Connect'
}

/**
 * Views per dialog; views of later features show the "unavailable" view for now. A view whose chunk has
 * loaded renders at once: React.lazy always suspends on its first render, and React then holds the
 * fallback for up to 300 ms, so preloaded views skip it.
 */
export function createViewRegistry(loadWords?: () => Promise<void>): ViewRegistry {
  const loading = new Map<View, Promise<{ default: ComponentType<ViewProps> }>>()
  const loaded = new Map<View, ComponentType<ViewProps>>()
  const lazies = new Map<View, LazyExoticComponent<ComponentType<ViewProps>>>()
  const load = (view: View) => {
    let promise = loading.get(view)
    if (!promise) {
      const first = FIRST_LOADERS[view]
      const loader = first ? first() : otherLoaders().then((other) => (other.loaders[view] ?? other.fallback)())
      // every view but Connect speaks words of `enViews.ts`: they are in `t` before the view renders
      const words = view === 'Connect' ? undefined : loadWords?.().catch(() => undefined)
      promise = Promise.all([loader, words]).then(([module]) => {
        loaded.set(view, module.default)
        return module
      })
      loading.set(view, promise)
    }
    return promise
  }
  return {
    get(view) {
      // once a lazy one was handed out, keep it (a new component type would remount the view)
      const known = lazies.get(view) ?? loaded.get(view)
      if (known) return known
      const component = lazy(() => load(view))
      lazies.set(view, component)
      return component
    },
    prepare() {
      otherLoaders().catch(() => undefined)
    },
    async preload(views) {
      await Promise.all(views.map((view) => load(view).catch(() => undefined)))
    },
  }
}

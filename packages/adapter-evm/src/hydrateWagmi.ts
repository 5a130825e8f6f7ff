import type { Config } from 'wagmi'

/**
 * What wagmi's `<WagmiProvider>` does on mount for an `ssr: true` config (its `hydrate().onMount`, without
 * the reconnect): reads the stored state, then adds the EIP-6963 wallets announced meanwhile as connectors
 * (wagmi holds them back until hydration). Resolves when the site's provider hydrated first, or after
 * `waitMs` when none did — a page without `<WagmiProvider>` has no wagmi hooks whose first render could
 * differ from the server's, so hydrating then is safe.
 *
 * Never on the server: there the config is one module-level object rendering every request, and wagmi's
 * `<WagmiProvider initialState>` (from `cookieToInitialState`) applies the request's cookie only while the
 * store is unhydrated — hydrating it there would render every later request disconnected.
 */
export function hydrateWagmi(config: Config, waitMs: number): Promise<void> {
  const { store, ssr, mipd, connectors } = config._internal
  const persist = (store as { persist?: ZustandPersist }).persist
  if (typeof window === 'undefined' || !ssr || !persist || persist.hasHydrated()) return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      stop()
      void (async () => {
        if (!persist.hasHydrated()) {
          await persist.rehydrate()
          if (mipd) {
            connectors.setState((known) => {
              const rdns = new Set(known.flatMap((c) => (c.rdns ? [c.rdns].flat() : [])))
              const added = mipd
                .getProviders()
                .filter((detail) => !rdns.has(detail.info.rdns))
                .map((detail) => connectors.setup(connectors.providerDetailToConnector(detail)))
              return [...known, ...added]
            })
          }
        }
        resolve()
      })()
    }, waitMs)
    const stop = persist.onFinishHydration(() => {
      clearTimeout(timer)
      stop()
      resolve()
    })
  })
}

type ZustandPersist = {
  hasHydrated(): boolean
  rehydrate(): Promise<void> | void
  onFinishHydration(listener: () => void): () => void
}

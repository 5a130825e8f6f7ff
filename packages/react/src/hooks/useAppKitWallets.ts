import { type FetchWalletsOptions, getWalletList, type WalletItem } from '@gangway/core'
import type { ChainNamespace } from '@gangway/protocol'
import { useEffect, useMemo, useState } from 'react'
import type { ConnectOptions } from '../types.ts'
import { noticeOnce } from './noticeOnce.ts'
import { useAppKitInstance } from './useAppKitInstance.ts'
import { useKitStore } from './useKitStore.ts'

export const HEADLESS_NOT_ENABLED =
  'Headless mode is not enabled: set features.headless to use the useAppKitWallets hook.'

/** AppKit's `UseAppKitWalletsReturn`: what a custom connect UI needs. */
export interface UseAppKitWalletsReturn {
  /** Connect's wallets: installed ones, WalletConnect, the site's featured and custom, the recommended. */
  wallets: WalletItem[]
  /** The registry loaded by `fetchWallets` (or the last search's results). */
  wcWallets: WalletItem[]
  isFetchingWallets: boolean
  isFetchingWcUri: boolean
  isInitialized: boolean
  /** The WalletConnect pairing URI to show as a QR code or open as a deep link. */
  wcUri?: string
  connectingWallet?: WalletItem
  page: number
  count: number
  fetchWallets(options?: FetchWalletsOptions): Promise<void>
  connect(wallet: WalletItem, namespace?: ChainNamespace, options?: ConnectOptions): Promise<void>
  resetWcUri(): void
  resetConnectingWallet(): void
  getWcUri(): Promise<void>
  wcError: boolean
  /** The WalletConnect relay client id: Gangway does not expose it (null). */
  wcClientId: string | null
}

const noop = async () => undefined
const OFF: UseAppKitWalletsReturn = {
  wallets: [],
  wcWallets: [],
  isFetchingWallets: false,
  isFetchingWcUri: false,
  isInitialized: false,
  wcError: false,
  page: 0,
  count: 0,
  fetchWallets: noop,
  connect: noop,
  resetWcUri: () => undefined,
  resetConnectingWallet: () => undefined,
  getWcUri: noop,
  wcClientId: null,
}

/**
 * AppKit's headless `useAppKitWallets`, enabled by `features.headless` (as in AppKit; without it the hook
 * answers empty lists and no-op actions, and the dialog shows an info alert). Wallets, connecting state and
 * the WalletConnect URI come from the same kit the dialog uses.
 */
export function useAppKitWallets(): UseAppKitWalletsReturn {
  const instance = useAppKitInstance()
  const wallets = useKitStore(instance, (s) => s.wallets)
  const connectors = useKitStore(instance, (s) => s.connectors)
  const options = useKitStore(instance, (s) => s.options)
  const connections = useKitStore(instance, (s) => s.connections)
  const headless = useKitStore(instance, (s) => s.headless)
  const [initialized, setInitialized] = useState(false)
  const [fetching, setFetching] = useState(false)
  const enabled = options?.features.headless === true
  useEffect(() => {
    let live = true
    void instance?.ready().then(() => live && setInitialized(true))
    return () => {
      live = false
    }
  }, [instance])
  useEffect(() => {
    if (instance && !enabled) noticeOnce(instance.kit, 'HEADLESS_NOT_ENABLED', HEADLESS_NOT_ENABLED)
  }, [instance, enabled])
  // biome-ignore lint/correctness/useExhaustiveDependencies: recomputed when these stores change
  return useMemo((): UseAppKitWalletsReturn => {
    if (!instance || !enabled) return OFF
    const list = getWalletList(instance.kit)
    return {
      ...list,
      isFetchingWallets: fetching || Boolean(wallets?.loading || wallets?.search.loading),
      isFetchingWcUri: headless?.wcFetchingUri ?? false,
      isInitialized: initialized,
      ...(connections?.pairing ? { wcUri: connections.pairing.uri } : {}),
      ...(headless?.connectingWallet ? { connectingWallet: headless.connectingWallet } : {}),
      wcError: headless?.wcError ?? false,
      wcClientId: null,
      async fetchWallets(fetchOptions) {
        setFetching(true)
        try {
          await instance.fetchWallets(fetchOptions)
        } finally {
          setFetching(false)
        }
      },
      connect: (wallet, namespace) => instance.connectWallet(wallet, namespace),
      resetWcUri: () => instance.resetWalletConnectUri(),
      resetConnectingWallet: () => instance.resetConnectingWallet(),
      getWcUri: () => instance.prefetchWalletConnectUri(),
    }
  }, [instance, enabled, wallets, connectors, options, connections, headless, initialized, fetching])
}

import type { ChainNamespace } from '@gangway/protocol'
import type { AdapterSetup, ChainAdapter } from '../adapter/ChainAdapter.ts'
import type { Metadata } from '../options/KitOptions.ts'
import type { UniversalSession } from './UniversalSession.ts'

/** The WalletConnect connector's id (AppKit's `walletConnect`), the same in every adapter. */
export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect'

export type UniversalAdapterOptions = {
  /** The namespaces without an adapter of the site's own; each gets one universal adapter. */
  namespaces: ChainNamespace[]
  projectId: string
  relayUrl: string
  metadata?: Metadata | undefined
  /** The relay's refusals, for the kit's alerts (`createWalletConnectProvider`'s `onError`). */
  onError?: ((error: Error) => void) | undefined
}

/**
 * AppKit's "universal adapter": with no adapter for a namespace, WalletConnect alone connects it through
 * `@walletconnect/universal-provider` on the operator's relay. One adapter per namespace behind core's
 * `ChainAdapter` contract, all sharing one WalletConnect session (one QR code approves every namespace the
 * wallet supports). This file is what a page pays for up front: the session logic and WalletConnect's client
 * are loaded on the first connect or reconnect (`UniversalSession.ts`, its own chunk).
 */
export function createUniversalAdapters(options: UniversalAdapterOptions): ChainAdapter[] {
  const setups = new Map<ChainNamespace, AdapterSetup>()
  let loading: Promise<UniversalSession> | undefined
  let session: UniversalSession | undefined
  const load = () => {
    loading ??= import('./UniversalSession.ts').then((module) => {
      session = new module.UniversalSession(options, setups)
      return session
    })
    return loading
  }
  return options.namespaces.map(
    (namespace): ChainAdapter => ({
      namespace,
      setup(setup) {
        setups.set(namespace, setup)
      },
      getConnectors: () => [
        { id: WALLET_CONNECT_CONNECTOR_ID, type: 'WALLET_CONNECT', chain: namespace, name: 'WalletConnect' },
      ],
      connect: async (params) => (await load()).connect(namespace, params.chainId),
      reconnect: async () => (await load()).reconnect(namespace),
      disconnect: async () => (await load()).disconnect(),
      switchNetwork: async ({ network }) => (await load()).switchNetwork(namespace, network),
      getBalance: async ({ address, network }) => (await load()).getBalance(namespace, address, network),
      signMessage: async ({ address, message }) => (await load()).signMessage(namespace, address, message),
      sendTransaction: async (tx) => (await load()).sendTransaction(namespace, tx),
      waitForTransaction: async ({ hash, network }) => (await load()).waitForTransaction(namespace, hash, network),
      getProvider: () => session?.provider,
      destroy: () => session?.destroy(),
    }),
  )
}

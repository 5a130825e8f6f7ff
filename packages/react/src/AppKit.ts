import {
  type CaipNetwork,
  closeModal,
  destroyKit,
  disconnect,
  getAccount,
  type Kit,
  type KitEvent,
  type OpenModalParams,
  openModal,
  setThemeMode,
  setThemeVariables,
  switchNetwork,
  type ThemeMode,
  type WalletInfo,
} from '@gangway/core'
import type { AccountState, ChainNamespace } from '@gangway/protocol'

/** What `getState` / `subscribeState` / `useAppKitState` answer (AppKit's shape). */
export type PublicState = {
  open: boolean
  loading: boolean
  initialized: boolean
  selectedNetworkId: CaipNetwork['caipNetworkId']
  activeChain: ChainNamespace
}

/**
 * The object `createAppKit` answers: AppKit's imperative API over one kit. Hooks and elements use the same
 * kit, so a site can mix them.
 */
export class AppKit {
  readonly kit: Kit
  #initialized = false

  constructor(kit: Kit) {
    this.kit = kit
    void kit.ready.then(() => {
      this.#initialized = true
    })
  }

  /** Resolves when adapters are set up and a stored session has been restored. */
  ready(): Promise<void> {
    return this.kit.ready
  }

  async open(options: OpenModalParams = {}): Promise<void> {
    openModal(this.kit, options)
  }

  async close(): Promise<void> {
    closeModal(this.kit)
  }

  getState(): PublicState {
    const { modal, chains } = this.kit.stores
    return {
      open: modal.get().open,
      loading: modal.get().loading,
      initialized: this.#initialized,
      selectedNetworkId: chains.get().activeNetwork.caipNetworkId,
      activeChain: chains.get().activeNamespace,
    }
  }

  subscribeState(listener: (state: PublicState) => void): () => void {
    const stops = [
      this.kit.stores.modal.subscribe(() => listener(this.getState())),
      this.kit.stores.chains.subscribe(() => listener(this.getState())),
    ]
    return () => {
      for (const stop of stops) stop()
    }
  }

  getAccount(namespace?: ChainNamespace): AccountState {
    return getAccount(this.kit, namespace)
  }

  getAddress(namespace?: ChainNamespace): string | undefined {
    return getAccount(this.kit, namespace).address
  }

  getCaipAddress(namespace?: ChainNamespace): string | undefined {
    return getAccount(this.kit, namespace).caipAddress
  }

  getIsConnectedState(): boolean {
    return getAccount(this.kit).isConnected
  }

  subscribeAccount(listener: (account: AccountState) => void, namespace?: ChainNamespace): () => void {
    return this.kit.stores.chains.subscribe(() => listener(getAccount(this.kit, namespace)))
  }

  getCaipNetwork(): CaipNetwork {
    return this.kit.stores.chains.get().activeNetwork
  }

  getChainId(): number | string {
    return this.kit.stores.chains.get().activeNetwork.id
  }

  subscribeNetwork(listener: (network: { caipNetwork: CaipNetwork; chainId: number | string }) => void): () => void {
    return this.kit.stores.chains.subscribeKey('activeNetwork', (caipNetwork) =>
      listener({ caipNetwork, chainId: caipNetwork.id }),
    )
  }

  switchNetwork(network: CaipNetwork): Promise<void> {
    return switchNetwork(this.kit, network)
  }

  disconnect(namespace?: ChainNamespace): Promise<void> {
    return disconnect(this.kit, namespace ? { namespace } : {})
  }

  getWalletInfo(): WalletInfo | undefined {
    return this.kit.stores.connections.get().walletInfo
  }

  /** The connected wallet's provider of a namespace (EIP-1193 for eip155). */
  getWalletProvider(namespace?: ChainNamespace): unknown {
    const ns = namespace ?? this.kit.stores.chains.get().activeNamespace
    const connectorId = this.kit.stores.connections.get().activeConnectorId[ns]
    return connectorId ? this.kit.adapters.get(ns)?.getProvider(connectorId) : undefined
  }

  getThemeMode(): ThemeMode | undefined {
    return this.kit.stores.theme.get().themeMode
  }

  setThemeMode(mode: ThemeMode | undefined): void {
    setThemeMode(this.kit, mode)
  }

  setThemeVariables(variables: Record<string, string | number>): void {
    setThemeVariables(this.kit, variables)
  }

  subscribeEvents(listener: (event: KitEvent) => void): () => void {
    return this.kit.events.subscribe(listener)
  }

  /** Stops timers, adapters and listeners; the page's elements stop rendering this instance. */
  destroy(): void {
    destroyKit(this.kit)
  }
}

import {
  type AppKitNetwork,
  addNetwork,
  type CaipNetwork,
  closeModal,
  getAccount,
  type Kit,
  type OpenModalParams,
  openModal,
  removeNetwork,
  toCaipNetwork,
} from '@gangway/core'
import type { AccountState, CaipAddress, CaipNetworkId, ChainNamespace, ProfileName } from '@gangway/protocol'
import {
  accountReturn,
  networkReturn,
  publicState,
  type UseAppKitAccountReturn,
  type UseAppKitNetworkReturn,
} from './publicState.ts'
import type { OpenParams, PublicStateControllerState } from './types.ts'

/** The names chunk (module level: tsc leaves `.ts` import specifiers inside class methods unrewritten). */
const loadNames = () => import('./names.ts')
/** `disconnect` and `switchNetwork`, loaded on their first call (`clientActions.ts`). */
const loadActions = () => import('./clientActions.ts')

/**
 * AppKit's `AppKitBaseClient` over one kit: opening, state, account and network. `AppKit` adds wallet
 * info, providers, theme, events, options and the headless wallet list. Hooks and elements use the same
 * kit, so a site can mix them.
 */
export class AppKitBaseClient {
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

  /** Opens the dialog at a view (AppKit's `Views`, or any of Gangway's), for a namespace. */
  async open(options: OpenParams = {}): Promise<void> {
    openModal(this.kit, options as OpenModalParams)
  }

  async close(): Promise<void> {
    closeModal(this.kit)
  }

  isOpen(): boolean {
    return this.kit.stores.modal.get().open
  }

  getState(): PublicStateControllerState {
    return publicState(this.kit, this.#initialized)
  }

  subscribeState(listener: (state: PublicStateControllerState) => void): () => void {
    const { modal, chains, headless } = this.kit.stores
    const stops = [modal, chains, headless].map((store) => store.subscribe(() => listener(this.getState())))
    let live = true
    // `initialized` turns true when the kit is ready
    void this.kit.ready.then(() => live && listener(this.getState()))
    return () => {
      live = false
      for (const stop of stops) stop()
    }
  }

  /** The account of a namespace (default: the active one): AppKit's fields plus balance, profile … */
  getAccount(namespace?: ChainNamespace): AccountState {
    return getAccount(this.kit, namespace)
  }

  getAddress(namespace?: ChainNamespace): string | undefined {
    return getAccount(this.kit, namespace).address
  }

  getCaipAddress(namespace?: ChainNamespace): CaipAddress | undefined {
    return getAccount(this.kit, namespace).caipAddress
  }

  getIsConnectedState(): boolean {
    return getAccount(this.kit).isConnected
  }

  subscribeAccount(listener: (account: UseAppKitAccountReturn) => void, namespace?: ChainNamespace): () => void {
    return this.kit.stores.chains.subscribe(() => listener(accountReturn(this.kit, namespace)))
  }

  /** The active network, or the site's network of a namespace (with chain id `id` when given). */
  getCaipNetwork(namespace?: ChainNamespace, id?: string | number): CaipNetwork | undefined {
    const { activeNetwork, networks } = this.kit.stores.chains.get()
    if (!namespace || (namespace === activeNetwork.chainNamespace && id === undefined)) return activeNetwork
    return networks.find((n) => n.chainNamespace === namespace && (id === undefined || String(n.id) === String(id)))
  }

  getCaipNetworkId(): CaipNetworkId {
    return this.kit.stores.chains.get().activeNetwork.caipNetworkId
  }

  /** The site's networks (of one namespace when given). */
  getCaipNetworks(namespace?: ChainNamespace): CaipNetwork[] {
    const { networks } = this.kit.stores.chains.get()
    return namespace ? networks.filter((n) => n.chainNamespace === namespace) : networks
  }

  getActiveChainNamespace(): ChainNamespace {
    return this.kit.stores.chains.get().activeNamespace
  }

  getChainId(): number | string {
    return this.kit.stores.chains.get().activeNetwork.id
  }

  subscribeNetwork(listener: (network: Omit<UseAppKitNetworkReturn, 'switchNetwork'>) => void): () => void {
    return this.kit.stores.chains.subscribeKey('activeNetwork', () => listener(networkReturn(this.kit)))
  }

  subscribeCaipNetworkChange(listener: (network: CaipNetwork | undefined) => void): () => void {
    return this.kit.stores.chains.subscribeKey('activeNetwork', (network) => listener(network))
  }

  /**
   * Switches to one of the site's networks (a viem Chain or a CaipNetwork). As in AppKit, a failure (a
   * network the site did not list — the dialog shows its alert —, the wallet declining) is not thrown
   * unless `throwOnFailure`; something that is no network always throws.
   */
  async switchNetwork(network: AppKitNetwork, options: { throwOnFailure?: boolean } = {}): Promise<void> {
    toCaipNetwork(network, 'switchNetwork: network')
    try {
      const { switchNetwork } = await loadActions()
      await switchNetwork(this.kit, network)
    } catch (error) {
      if (options.throwOnFailure) throw error
      if (this.kit.options.debug) console.warn(`gangway: switchNetwork: ${(error as Error).message}`)
    }
  }

  /** AppKit's `setCaipNetwork`: makes a network of the site's active (through the wallet when connected). */
  setCaipNetwork(network: AppKitNetwork): void {
    void this.switchNetwork(network)
  }

  /** Adds a network of `namespace` at run time (an adapter for it must exist; SPEC §5). */
  addNetwork(namespace: ChainNamespace, network: AppKitNetwork): void {
    const caipNetwork = toCaipNetwork(network, 'addNetwork: network')
    if (caipNetwork.chainNamespace !== namespace) {
      throw new Error(`addNetwork: ${caipNetwork.caipNetworkId} is not a ${namespace} network`)
    }
    addNetwork(this.kit, caipNetwork)
  }

  /** Removes a network of `namespace` by its chain id (not the active one). */
  removeNetwork(namespace: ChainNamespace, networkId: string | number): void {
    removeNetwork(this.kit, `${namespace}:${networkId}`)
  }

  async disconnect(namespace?: ChainNamespace): Promise<void> {
    const { disconnect } = await loadActions()
    return disconnect(this.kit, namespace ? { namespace } : {})
  }

  /**
   * AppKit's `getReownName`: the names an address holds, its primary first (the Gangway server's
   * `/v1/profile/reverse/{address}`, cached 5 minutes); throws SPEC §8's 'Error fetching names for address'
   * or the server's reason.
   */
  async getReownName(address: string): Promise<ProfileName[]> {
    const { getNamesForAddress } = await loadNames()
    return getNamesForAddress(this.kit, address)
  }
}

import { formatUnits } from 'viem'
import type { CaipNetwork } from '../../networks/CaipNetwork.ts'
import { type RpcSettings, rpcEndpoints } from '../../networks/rpcEndpoints.ts'
import { AdapterBlueprint, type BlueprintProvider } from '../AdapterBlueprint.ts'
import { AdapterError, networkNotFound, notConnected } from '../AdapterError.ts'
import type { AdapterAccount, AdapterConnection, AdapterSetup } from '../ChainAdapter.ts'
import {
  COINBASE_RDNS,
  COINBASE_SDK_CONNECTOR_ID,
  type CoinbaseConnectorOptions,
  type CoinbaseWalletSdkModule,
} from './coinbaseSdk.ts'
import type { Eip1193AdapterOptions } from './Eip1193AdapterOptions.ts'
import type { Eip1193Provider } from './Eip1193Provider.ts'
import type { EvmConnector } from './EvmConnector.ts'
import type { EvmLibrary, EvmRpc } from './EvmLibrary.ts'
import { EvmWalletConnectConnector } from './EvmWalletConnectConnector.ts'
import { coinbaseSdkConnector, type EvmConnectorEvents, safeConnector, walletConnector } from './eip1193Connectors.ts'
import { toEip1193AdapterError } from './eip1193ErrorCode.ts'
import {
  maySafeAppHost,
  SAFE_CONNECTOR_ID,
  type SafeAppEip1193Provider,
  type SafeAppOptions,
  type SafeAppsModules,
  safeAppDetector,
} from './safeApp.ts'
import { watchEip6963 } from './watchEip6963.ts'

export type { Eip1193AdapterOptions } from './Eip1193AdapterOptions.ts'

/** The name the legacy `window.ethereum` connector is listed under (as the wagmi adapter lists it). */
export const INJECTED_WALLET_NAME = 'Browser Wallet'
/** The legacy `window.ethereum` connector's id (wagmi's and AppKit's `injected`). */
export const INJECTED_CONNECTOR_ID = 'injected'

const DEFAULT_ANNOUNCE_TIMEOUT_MS = 1000

/**
 * The EVM chain family on core's adapter blueprint for chain libraries that wrap an EIP-1193 provider (the ethers
 * v6 and v5 adapters; AppKit's `EthersAdapter`/`Ethers5Adapter`): EIP-6963 wallets (one per rdns), the legacy
 * `window.ethereum` when none announced itself, the kit's e-mail/social wallet (`ID_AUTH`, whose smart account
 * the frame answers), and the `eip155` namespace of the kit's one WalletConnect session. A family gives only its
 * `EvmLibrary` (how its library reads, signs and sends). `getProvider` answers the wallet's own EIP-1193 provider
 * — what `useAppKitProvider('eip155').walletProvider` gives and ethers wraps.
 */
export abstract class Eip1193Adapter extends AdapterBlueprint<EvmConnector> {
  readonly namespace = 'eip155' as const
  protected readonly chainName = 'EVM'
  /** How the family's chain library reads, signs and sends. */
  protected abstract readonly library: EvmLibrary
  /**
   * How the family loads `@coinbase/wallet-sdk` (`() => import('@coinbase/wallet-sdk')`, a lazy chunk); without it
   * there is no Coinbase SDK connector.
   */
  protected readonly coinbaseSdk: (() => Promise<CoinbaseWalletSdkModule>) | undefined
  /**
   * How the family loads Safe's SDK and provider (`() => Promise.all([import('@safe-global/safe-apps-sdk'),
   * import('@safe-global/safe-apps-provider')])`, a lazy chunk); without it there is no Safe App connector.
   */
  protected readonly safeApps: (() => Promise<SafeAppsModules>) | undefined
  readonly #safe: SafeAppOptions | false | undefined
  #safeDetector: (() => Promise<SafeAppEip1193Provider | undefined>) | undefined
  #rpc: RpcSettings | undefined
  #embedded: AdapterSetup['embedded']
  #coinbase: CoinbaseConnectorOptions | undefined
  readonly #keysUrl: string | undefined

  constructor(options: Eip1193AdapterOptions = {}) {
    super({
      announceTimeoutMs: options.announceTimeoutMs ?? DEFAULT_ANNOUNCE_TIMEOUT_MS,
      walletConnect:
        options.walletConnect === false
          ? undefined
          : new EvmWalletConnectConnector(options.walletConnect ? { standalone: options.walletConnect } : {}),
    })
    this.#keysUrl = options.coinbase?.keysUrl
    this.#safe = options.safe
  }

  override setup(params: AdapterSetup): void {
    this.#rpc = params.rpc
    this.#embedded = params.embedded
    this.#coinbase = params.coinbase && { ...params.coinbase, ...(this.#keysUrl ? { keysUrl: this.#keysUrl } : {}) }
    super.setup(params)
  }

  /** EIP-6963 wallets, the legacy injected wallet while none announced itself, and the kit's e-mail wallet. */
  protected discover(): (() => void)[] {
    const legacy = () => {
      const ethereum = typeof window === 'undefined' ? undefined : (window as { ethereum?: Eip1193Provider }).ethereum
      return typeof ethereum?.request === 'function' ? ethereum : undefined
    }
    const syncLegacy = (announced: number) => {
      const ethereum = legacy()
      this.walletsFound(
        'injected',
        announced === 0 && ethereum ? [{ key: INJECTED_CONNECTOR_ID, wallet: ethereum }] : [],
        (wallet) =>
          walletConnector(
            { id: INJECTED_CONNECTOR_ID, name: INJECTED_WALLET_NAME, type: 'INJECTED', wallet },
            this.#wallet,
          ),
      )
    }
    const embedded = this.#embedded
    if (embedded) {
      this.walletsFound('embedded', [{ key: embedded.id, wallet: embedded.provider as Eip1193Provider }], (wallet) =>
        walletConnector({ id: embedded.id, name: embedded.name, type: 'AUTH', wallet }, this.#wallet),
      )
    }
    syncLegacy(0)
    this.#syncCoinbase(false)
    this.#addSafeApp()
    const stop = watchEip6963((found) => {
      this.walletsFound(
        'eip6963',
        found.map((detail) => ({ key: detail.info.rdns, wallet: detail })),
        (detail) =>
          walletConnector(
            {
              id: detail.info.rdns,
              name: detail.info.name,
              type: 'ANNOUNCED',
              icon: detail.info.icon,
              rdns: detail.info.rdns,
              wallet: detail.provider,
            },
            this.#wallet,
          ),
        (detail) => detail.provider,
      )
      syncLegacy(found.length)
      this.#syncCoinbase(found.some((detail) => detail.info.rdns === COINBASE_RDNS))
    })
    return [stop]
  }

  /**
   * The Coinbase Wallet SDK connector (`enableCoinbase`), listed as one EXTERNAL "Coinbase Wallet" with the
   * extension's rdns (it stands for the registry's Coinbase wallet) — unless the Coinbase extension announced
   * itself over EIP-6963: then that is the one entry (as AppKit's). The SDK loads on the first connect, or at
   * start only when a session was made before.
   */
  #syncCoinbase(extensionAnnounced: boolean): void {
    const options = this.#coinbase
    const sdk = this.coinbaseSdk
    if (!options || !sdk) return
    const chainIds = this.networks.map((n) => Number(n.id))
    this.walletsFound(
      'coinbase',
      extensionAnnounced ? [] : [{ key: COINBASE_SDK_CONNECTOR_ID, wallet: options }],
      (settings) => coinbaseSdkConnector(settings, sdk, chainIds, this.#wallet),
    )
  }

  /**
   * The Safe App connector (id `safe`, EXTERNAL "Safe"): only when the page is framed by an allowed Safe{Wallet}
   * origin (`maySafeAppHost`) — elsewhere no Safe code loads and nothing waits. There `autoConnect` connects the
   * Safe without a prompt; its sends are proposals in the Safe (answered with the `safeTxHash`); disconnect ends
   * nothing (the Safe stays while the page is in Safe{Wallet}).
   */
  #addSafeApp(): void {
    const load = this.safeApps
    const options = this.#safe
    if (!load || options === false || typeof window === 'undefined') return
    if (!maySafeAppHost(window, options?.allowedDomains)) return
    const detect = safeAppDetector(load, options)
    this.#safeDetector = detect
    this.walletsFound('safe', [{ key: SAFE_CONNECTOR_ID, wallet: detect }], (detector) =>
      safeConnector(detector, this.#wallet),
    )
  }

  /** Inside a Safe{Wallet} iframe whose host answers: the Safe, connected without a prompt. Else undefined at once. */
  async autoConnect(): Promise<AdapterConnection | undefined> {
    const detect = this.#safeDetector
    if (!detect || !(await detect())) return undefined
    return this.connect({ connectorId: SAFE_CONNECTOR_ID })
  }

  /** Where the connectors' wallet-side changes go. */
  readonly #wallet: EvmConnectorEvents = {
    onAccounts: (connectorId, accounts) => this.onAccounts(connectorId, accounts),
    onChain: (connectorId, chainId) => this.walletChainChanged(connectorId, chainId),
  }

  /** A wallet moved to another chain: the kit hears it (a chain the site does not list → UnsupportedChain). */
  protected walletChainChanged(connectorId: string, chainId: number): void {
    const network = this.networks.find((n) => Number(n.id) === chainId)
    if (network) this.useNetwork(connectorId, network)
    this.events?.chainChanged(connectorId, chainId)
  }

  /** An EVM connection is on the chain the wallet is on (the kit flags one the site does not list). */
  protected override connection(
    connector: EvmConnector,
    accounts: AdapterAccount[],
    wanted: CaipNetwork | undefined,
  ): AdapterConnection {
    if (connector === this.walletConnect) return super.connection(connector, accounts, wanted)
    const chainId = connector.chainId()
    const network = this.networks.find((n) => Number(n.id) === chainId)
    if (!network || chainId === undefined) {
      if (chainId === undefined) return super.connection(connector, accounts, wanted)
      return { connectorId: connector.connectorId, accounts, chainId }
    }
    this.useNetwork(connector.connectorId, network)
    return { connectorId: connector.connectorId, accounts, chainId }
  }

  /** `wallet_switchEthereumChain`, on 4902 (or 32603) `wallet_addEthereumChain` then the switch again. */
  override async switchNetwork(params: { connectorId: string; network: CaipNetwork }): Promise<void> {
    const network = this.siteNetwork(params.network)
    const connector = this.connector(params.connectorId)
    try {
      await connector.switchChain(network)
    } catch (error) {
      throw toEip1193AdapterError(error, 'switchNetwork')
    }
    this.useNetwork(params.connectorId, network)
  }

  /** The native balance on the network's RPC (the server's `/v1` unless the site set `customRpcUrls`). */
  async getBalance(params: { address: string; network: CaipNetwork }): Promise<{ balance: string; symbol: string }> {
    const wei = await this.library.getBalance(this.rpcOf(params.network), params.address)
    return {
      balance: formatUnits(wei, params.network.nativeCurrency.decimals),
      symbol: params.network.nativeCurrency.symbol,
    }
  }

  async signMessage(params: { connectorId: string; address: string; message: string }): Promise<string> {
    const connector = this.connectedConnector(params.connectorId, params.address)
    const provider = this.#providerOf(connector)
    try {
      return await this.library.signMessage(provider, params.address, params.message)
    } catch (error) {
      throw toEip1193AdapterError(error, 'signMessage')
    }
  }

  override async sendTransaction(params: {
    connectorId: string
    to: string
    value?: bigint
    data?: `0x${string}`
  }): Promise<string> {
    const connector = this.connector(params.connectorId)
    const from = connector.accounts()[0]?.address
    if (!from) throw notConnected(params.connectorId)
    const provider = this.#providerOf(connector)
    try {
      return await this.library.sendTransaction(provider, {
        from,
        to: params.to,
        ...(params.value === undefined ? {} : { value: params.value }),
        ...(params.data === undefined ? {} : { data: params.data }),
      })
    } catch (error) {
      throw toEip1193AdapterError(error, 'sendTransaction')
    }
  }

  /** The Send preview's fee: the call's gas estimate × the gas price, in the native coin. */
  async estimateFee(params: {
    address: string
    network: CaipNetwork
    to: string
    value?: bigint
    data?: `0x${string}`
  }): Promise<{ fee: string; symbol: string }> {
    const wei = await this.library.estimateFee(this.rpcOf(params.network), {
      from: params.address,
      to: params.to,
      ...(params.value === undefined ? {} : { value: params.value }),
      ...(params.data === undefined ? {} : { data: params.data }),
    })
    return {
      fee: formatUnits(wei, params.network.nativeCurrency.decimals),
      symbol: params.network.nativeCurrency.symbol,
    }
  }

  /** Resolves once mined; 'Transaction failed' when it reverted. */
  async waitForTransaction(params: { hash: string; network: CaipNetwork }): Promise<void> {
    const success = await this.library.waitForTransaction(this.rpcOf(params.network), params.hash)
    if (!success) throw new AdapterError('TRANSACTION_FAILED', `Transaction ${params.hash} reverted`)
  }

  /**
   * The wallet's own EIP-1193 provider (not a wrapper, so every method it answers reaches it): what
   * `useAppKitProvider('eip155').walletProvider` gives. EVM providers emit their own events, so the blueprint's
   * provider objects are not used here.
   */
  override getProvider(connectorId: string): BlueprintProvider | undefined {
    return this.connectorOrUndefined(connectorId)?.eip1193() as BlueprintProvider | undefined
  }

  /** Not used: `getProvider` answers the wallet's own provider (above). */
  protected createProvider(connector: EvmConnector): BlueprintProvider {
    return connector.eip1193() as unknown as BlueprintProvider
  }

  /** Where a network's reads go: the site's `customRpcUrls` first, else the kit's server `/v1`. */
  protected rpcOf(network: CaipNetwork): EvmRpc {
    const known = this.networks.find((n) => n.caipNetworkId === network.caipNetworkId)
    if (!known) throw networkNotFound()
    const url = this.#rpc ? rpcEndpoints(known, this.#rpc)[0]?.url : known.rpcUrls.default.http[0]
    if (!url) throw networkNotFound()
    return { url, chainId: Number(known.id) }
  }

  #providerOf(connector: EvmConnector): Eip1193Provider {
    const provider = connector.eip1193()
    if (!provider) throw notConnected(connector.name)
    return provider
  }
}

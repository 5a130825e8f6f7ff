import type { ChainNamespace } from '@gangway/protocol'
import type { Hex } from 'viem'
import { AdapterBlueprint, type BlueprintProvider } from '../adapter/AdapterBlueprint.ts'
import type { CaipNetwork } from '../networks/CaipNetwork.ts'
import type { WalletConnectProvider } from './createWalletConnectProvider.ts'
import type { WalletConnectConnector } from './WalletConnectConnector.ts'

/** The requests' chunk: loaded on the first signature, send or read. */
const requests = () => import('./universalRequests.ts')

/**
 * AppKit's "universal adapter": a namespace with no adapter of the site's own (every namespace when the site
 * gives none — SPEC §2 — and any other CAIP-2 namespace: Polkadot, Cosmos, Sui, TON …) is connected through
 * WalletConnect alone, on the kit's one session, behind the same blueprint as every chain family — its only
 * connector is the session's. Signatures go through the wallet (`universalRequests`); `getProvider` answers the
 * universal provider itself (as AppKit's `useAppKitProvider` does), so a site can `request` any method the
 * session approved.
 *
 * Its connector comes from the stand-in that loads it (`createUniversalAdapters`, up front): this chunk imports
 * no module the page has up front but types, so those modules stay in the page's chunk (core README, "Which
 * chunk a module lands in").
 */
export class UniversalAdapter extends AdapterBlueprint<WalletConnectConnector, BlueprintProvider> {
  readonly namespace: ChainNamespace
  protected readonly chainName: string

  constructor(namespace: ChainNamespace, walletConnect: WalletConnectConnector) {
    super({ announceTimeoutMs: 0, walletConnect })
    this.namespace = namespace
    this.chainName = namespace
  }

  protected discover(): (() => void)[] {
    return []
  }

  /** EVM asks the wallet (`wallet_switchEthereumChain`); every namespace then uses the network (approved only). */
  override async switchNetwork(params: { connectorId: string; network: CaipNetwork }): Promise<void> {
    const connector = this.connector(params.connectorId)
    const network = this.siteNetwork(params.network)
    if (connector.supports(network)) await (await requests()).universalSwitchChain(connector, network)
    await super.switchNetwork(params)
  }

  async getBalance(params: { address: string; network: CaipNetwork }): Promise<{ balance: string; symbol: string }> {
    return (await requests()).universalBalance(this.namespace, params.address, params.network)
  }

  async signMessage(params: { connectorId: string; address: string; message: string }): Promise<string> {
    const connector = this.connectedConnector(params.connectorId, params.address)
    return (await requests()).universalSignMessage(connector, params.address, params.message)
  }

  override async sendTransaction(params?: {
    connectorId: string
    to: string
    value?: bigint
    data?: Hex
  }): Promise<string> {
    if (!params) return super.sendTransaction()
    const connector = this.connector(params.connectorId)
    return (await requests()).universalSendTransaction(connector, params)
  }

  async waitForTransaction(params: { hash: string; network: CaipNetwork }): Promise<void> {
    return (await requests()).universalWaitForTransaction(this.namespace, params.hash, params.network)
  }

  /** The session's universal provider (AppKit answers it for a namespace without adapter). */
  override getProvider(): (WalletConnectProvider & BlueprintProvider) | undefined {
    return this.walletConnect?.provider as (WalletConnectProvider & BlueprintProvider) | undefined
  }

  /** Unused: `getProvider` answers the session's universal provider, which emits its own events. */
  protected createProvider(): BlueprintProvider {
    return { emit: () => undefined }
  }
}

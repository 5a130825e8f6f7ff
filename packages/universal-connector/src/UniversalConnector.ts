import type { CustomCaipNetwork } from '@gangway/common'
import {
  AdapterError,
  AdapterErrorMessage,
  createWalletConnectProvider,
  KitError,
  KitErrorMessage,
  type Metadata,
  relayUrlOf,
  type WalletConnectProvider,
} from '@gangway/core'
import { type AppKit, createAppKit } from '@gangway/react'

/** A WalletConnect session as the wallet approved it (`@walletconnect/types`' `SessionTypes.Struct`). */
export type Session = NonNullable<WalletConnectProvider['session']>

/**
 * One namespace the site connects (AppKit's `ExtendedNamespaces`): its networks, and the methods and events the
 * pairing asks the wallet for — WalletConnect's RPC reference of the namespace (`sui_signPersonalMessage` …).
 */
export type UniversalConnectorNamespace = {
  namespace: string
  chains: CustomCaipNetwork[]
  methods: string[]
  events: string[]
}

/** AppKit's `UniversalConnectorConfig`, plus Gangway's `apiUrl` (the server whose relay pairs; default local). */
export type Config = {
  projectId: string
  metadata: Metadata
  networks: UniversalConnectorNamespace[]
  /** The Gangway server (its `/relay` pairs the wallet); default `http://localhost:4000`. */
  apiUrl?: string
}

const DEFAULT_API_URL = 'http://localhost:4000'

/** The config checked (a bad one throws and nothing is made), as createAppKit checks its options. */
function checked(config: Config): Config {
  const invalid = (message: string) => new KitError('INVALID_OPTIONS', `UniversalConnector: ${message}`)
  if (typeof config?.projectId !== 'string' || config.projectId === '') throw invalid('projectId is required')
  if (!Array.isArray(config.networks) || config.networks.length === 0) {
    throw invalid('networks must hold at least one namespace')
  }
  for (const [i, entry] of config.networks.entries()) {
    if (typeof entry?.namespace !== 'string' || !Array.isArray(entry.chains) || entry.chains.length === 0) {
      throw invalid(`networks[${i}] needs a namespace and at least one chain`)
    }
    if (!Array.isArray(entry.methods) || !Array.isArray(entry.events)) {
      throw invalid(`networks[${i}] (${entry.namespace}) needs methods and events (lists of names)`)
    }
    const other = entry.chains.find((chain) => chain.chainNamespace !== entry.namespace)
    if (other) throw invalid(`networks[${i}]: ${other.caipNetworkId} is not a ${entry.namespace} network`)
  }
  return config
}

/**
 * AppKit's `UniversalConnector` (`@reown/appkit-universal-connector`): a site connects a wallet for any
 * WalletConnect namespace — TON, Sui, Stellar, Tron, Polkadot, Cosmos, also those Gangway has no adapter for —
 * and calls `request` on it. `init` makes the universal provider on the operator's relay and a Gangway dialog
 * (`createAppKit` with `universalProvider` and `manualWCControl`), whose QR code shows this connector's pairing
 * and whose Account view follows the session.
 *
 * ```ts
 * const connector = await UniversalConnector.init({ projectId, metadata, networks: [{ namespace: 'sui', chains: [sui], methods: ['sui_signPersonalMessage'], events: [] }] })
 * const { session } = await connector.connect()
 * ```
 */
export class UniversalConnector {
  /** The session's `@walletconnect/universal-provider` (`request(args, chain)`, `session`, events). */
  provider: WalletConnectProvider
  readonly #appKit: AppKit
  readonly #config: Config

  constructor({ appKit, provider, config }: { appKit: AppKit; provider: WalletConnectProvider; config: Config }) {
    this.#appKit = appKit
    this.provider = provider
    this.#config = config
  }

  /** The dialog this connector shows (Gangway's `AppKit`). */
  get appKit(): AppKit {
    return this.#appKit
  }

  static async init(config: Config): Promise<UniversalConnector> {
    const { projectId, metadata, networks } = checked(config)
    const apiUrl = config.apiUrl ?? DEFAULT_API_URL
    const provider = await createWalletConnectProvider({ projectId, relayUrl: relayUrlOf(apiUrl), metadata })
    const appKit = createAppKit({
      projectId,
      metadata,
      apiUrl,
      networks: networks.flatMap((entry) => entry.chains) as never,
      universalProvider: provider,
      manualWCControl: true,
    })
    // the kit listens to the provider before any pairing (its QR code and account follow this connector's)
    await appKit.kit.walletConnect?.load()
    await appKit.ready()
    return new UniversalConnector({ appKit, provider, config })
  }

  /**
   * Opens the dialog on the pairing's QR code and proposes the config's namespaces (all optional, as AppKit);
   * resolves with the session once the wallet approved (the dialog closes). Closing the dialog first rejects
   * with SPEC §8's 'Modal closed'; a wallet's refusal with 'Connection rejected'.
   */
  async connect(): Promise<{ session: Session }> {
    await this.#appKit.open()
    let stop: () => void = () => undefined
    const closed = new Promise<never>((_, reject) => {
      stop = this.#appKit.kit.stores.modal.subscribeKey('open', (open) => {
        if (!open) reject(new KitError('MODAL_CLOSED', KitErrorMessage.MODAL_CLOSED))
      })
    })
    try {
      await Promise.race([this.provider.connect({ optionalNamespaces: this.#namespaces() }), closed])
    } catch (error) {
      if (error instanceof KitError) throw error
      throw new KitError('CONNECTION_REJECTED', 'Connection rejected', { cause: error })
    } finally {
      stop()
    }
    await this.#appKit.close()
    const session = this.provider.session
    if (!session) throw new KitError('CONNECT_FAILED', 'Failed to connect')
    return { session }
  }

  /** Ends the session (every namespace, SPEC §4); the dialog forgets the accounts. */
  async disconnect(): Promise<void> {
    await this.#appKit.disconnect()
    if (this.provider.session) await this.provider.disconnect()
  }

  /**
   * A request to the wallet on `chain` (a CAIP-2 id of the session: `sui:mainnet` …); answers its result. A
   * chain of a namespace the session does not hold (the wallet did not approve it, or the site never asked)
   * fails at once with SPEC §8's 'namespace not found' (`AdapterError`, code NAMESPACE_NOT_FOUND), never sent.
   */
  async request(params: { method: string; params?: unknown }, chain: string): Promise<unknown> {
    const namespace = chain.split(':')[0] ?? ''
    const held = this.provider.session?.namespaces
    if (held && !Object.keys(held).includes(namespace)) {
      throw new AdapterError('NAMESPACE_NOT_FOUND', AdapterErrorMessage.NAMESPACE_NOT_FOUND)
    }
    return this.provider.request(params as { method: string; params: never }, chain)
  }

  /** The proposal: each namespace's chains, methods and events, as the site configured them. */
  #namespaces() {
    return Object.fromEntries(
      this.#config.networks.map((entry) => [
        entry.namespace,
        { chains: entry.chains.map((chain) => chain.caipNetworkId), methods: entry.methods, events: entry.events },
      ]),
    )
  }
}

export default UniversalConnector

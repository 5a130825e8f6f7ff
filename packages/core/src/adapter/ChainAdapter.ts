import type { AccountType, ChainNamespace, Connector } from '@gangway/protocol'
import type { CaipNetwork } from '../networks/CaipNetwork.ts'
import type { RpcSettings } from '../networks/rpcEndpoints.ts'
import type { CoinbasePreference } from '../options/KitOptions.ts'
import type { WalletConnectHub } from '../walletconnect/WalletConnectHub.ts'

/** A connector as an adapter reports it: the listed fields plus its live provider (EIP-1193 for EVM). */
export type AdapterConnector = Connector & { provider?: unknown }

/**
 * One account of a connection. `publicKey` (hex, no 0x) and `path` (derivation path): what a Bitcoin wallet
 * tells of an address (AppKit's `AccountTypeMap['bip122']`), passed on to `allAccounts`.
 */
export type AdapterAccount = { address: string; type?: AccountType; publicKey?: string; path?: string }

/** What a successful connect or reconnect answers. `chainId` is the chain's own id (number for EVM). */
export type AdapterConnection = { connectorId: string; accounts: AdapterAccount[]; chainId: number | string }

/** Sinks the kit gives an adapter in `setup`; the adapter calls them when the wallet side changes. */
export type AdapterEvents = {
  connectorsChanged(connectors: AdapterConnector[]): void
  accountsChanged(connectorId: string, accounts: AdapterAccount[]): void
  chainChanged(connectorId: string, chainId: number | string): void
  disconnected(connectorId: string): void
  /**
   * A connection the wallet made outside `connect`/`reconnect` — e.g. the other namespaces one WalletConnect
   * approval covered. Recorded without making the namespace the active one.
   */
  connected?(connection: AdapterConnection): void
  /** A pairing connector (WalletConnect) made a new pairing URI for the QR code and deep links. */
  pairingUri?(connectorId: string, uri: string): void
  /**
   * A provider's error the visitor should hear of — the WalletConnect relay refusing the socket ("Project not
   * found" …): the kit shows its alert, once per kind (SPEC §8).
   */
  providerError?(error: unknown): void
}

/**
 * A token send as the Send form describes it: `amount` in the token's base units, `token` the token's own
 * address on its chain (ERC-20 contract, SPL mint) — absent for the native coin.
 */
export type TokenTransfer = {
  from: string
  network: CaipNetwork
  to: string
  amount: bigint
  token?: { address: string; decimals: number }
  /** Fee rate in sat/vB (Bitcoin's Send form); absent: the adapter's default (the network's estimate). */
  feeRate?: number
}

export type AdapterSetup = {
  /** The kit's networks of this adapter's namespace, in the site's order. */
  networks: CaipNetwork[]
  events: AdapterEvents
  /**
   * Where the kit's RPC goes — its server (`apiUrl`), project and the site's `customRpcUrls` — for an adapter
   * that builds its chain library's transports itself: `rpcEndpoints(network, rpc)` (core) decides per network.
   * (The `networks` above carry the same decision in `rpcUrls.default`.)
   */
  rpc?: RpcSettings
  /** The embedded (e-mail) wallet's EIP-1193 provider, to connect through as connector `ID_AUTH` (EVM). */
  embedded?: { id: string; name: string; provider: unknown }
  /**
   * `enableCoinbase` (EVM): the Coinbase Wallet SDK connector with the site's `coinbasePreference` and its
   * name and icon (`metadata`); absent when the site turned it off.
   */
  coinbase?: CoinbaseSetup
  /**
   * The kit's one WalletConnect session (DESIGN: core owns it): the adapter's WalletConnect connector joins it
   * (`WalletConnectConnector.attach`), so one pairing proposes every namespace of the site. Absent when the
   * site turned WalletConnect off (`enableWalletConnect: false`); an adapter used without a kit makes its own.
   */
  walletConnect?: WalletConnectHub
}

/** What the EVM adapter's Coinbase connector needs from the kit's options. */
export type CoinbaseSetup = { preference: CoinbasePreference; appName: string; appLogoUrl?: string }

/**
 * The contract between `@gangway/core` and one chain family. Core knows only this; the adapter knows its
 * chain library. Errors thrown keep the wallet's `code` (e.g. 4001 user rejected, 4902 unknown chain).
 */
export interface ChainAdapter {
  readonly namespace: ChainNamespace
  /** Called once by `createKit`. May start wallet discovery (connectors arrive via `events`). */
  setup(params: AdapterSetup): void | Promise<void>
  getConnectors(): AdapterConnector[]
  /** Asks the wallet to connect (it may prompt). `chainId` is the network to start on when given. */
  connect(params: { connectorId: string; chainId?: number | string }): Promise<AdapterConnection>
  /**
   * Restores a connection made before without prompting; `undefined` when the wallet no longer allows it.
   * `chainId`: the network this namespace was on (a hint for chains whose wallets have no network of their
   * own, like Solana; EVM wallets answer the chain they are on).
   */
  reconnect(params: { connectorId: string; chainId?: number | string }): Promise<AdapterConnection | undefined>
  /**
   * A connection the page's host gives without asking — the Safe when the site runs as a Safe App inside
   * Safe{Wallet} — tried before the stored sessions are restored. `undefined` (at once) when there is none.
   */
  autoConnect?(): Promise<AdapterConnection | undefined>
  disconnect(params: { connectorId: string }): Promise<void>
  /** Switches the wallet to `network` (EVM: wallet_switchEthereumChain, on 4902 add then switch). */
  switchNetwork(params: { connectorId: string; network: CaipNetwork }): Promise<void>
  /** Native balance as a decimal string in whole units (e.g. "1.5") and its symbol. */
  getBalance(params: { address: string; network: CaipNetwork }): Promise<{ balance: string; symbol: string }>
  signMessage(params: { connectorId: string; address: string; message: string }): Promise<string>
  /** Sends a transaction through the wallet; answers its hash. */
  sendTransaction(params: { connectorId: string; to: string; value?: bigint; data?: `0x${string}` }): Promise<string>
  /** Network fee of a transaction in the native coin ("0.000021"), for the Send preview. */
  estimateFee?(params: {
    address: string
    network: CaipNetwork
    to: string
    value?: bigint
    data?: `0x${string}`
  }): Promise<{ fee: string; symbol: string }>
  /**
   * Sends a token where one EVM call is not how it is done (Solana: a SOL transfer, or an SPL transfer that
   * creates the receiver's token account when it is missing); answers the transaction id. Without it core
   * sends an EVM request (native value, or ERC-20 `transfer`) through `sendTransaction`.
   */
  sendToken?(params: TokenTransfer & { connectorId: string }): Promise<string>
  /** The network fee of `sendToken`'s transaction in the native coin, for the Send preview. */
  estimateTokenFee?(params: TokenTransfer): Promise<{ fee: string; symbol: string }>
  /** Resolves once the transaction is mined (or fails when it reverted). */
  waitForTransaction?(params: { hash: string; network: CaipNetwork }): Promise<void>
  /** The connector's live provider (EIP-1193 for EVM), for `useAppKitProvider`. */
  getProvider(connectorId: string): unknown
  /** Stops discovery and listeners. */
  destroy?(): void
}

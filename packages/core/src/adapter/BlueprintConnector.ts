import type { ConnectorType } from '@gangway/protocol'
import type { CaipNetwork } from '../networks/CaipNetwork.ts'
import type { AdapterAccount, AdapterConnector } from './ChainAdapter.ts'

/**
 * One way to reach a wallet, as the adapter blueprint keeps it: a wallet-standard wallet, an EIP-6963 or
 * sats-connect provider, the WalletConnect session. A chain family's connectors implement this and add their
 * library's calls (signing, sending). Account changes the wallet announces by itself go to the callback the
 * family gave the connector when making it (the blueprint's `onAccounts`).
 */
export interface BlueprintConnector {
  readonly connectorId: string
  readonly name: string
  readonly type: ConnectorType
  /** The connector as core lists it. */
  listing(): AdapterConnector
  /**
   * Asks the wallet to connect, on `network` when it can choose; `silent` restores a connection made before
   * without prompting (answers [] when the wallet no longer allows it).
   */
  connect(params: { network?: CaipNetwork | undefined; silent: boolean }): Promise<AdapterAccount[]>
  disconnect(): Promise<void>
  /** The connected accounts (empty when not connected), the one in use first. */
  accounts(): AdapterAccount[]
  /** Whether the wallet works on that network (its chains, its approved chains). */
  supports(network: CaipNetwork): boolean
  /** The object behind it (the wallet-standard wallet, the injected provider, the universal provider). */
  underlying(): unknown
  /** Drops the connection here and stops listening (the wallet went away). */
  forget(): void
}

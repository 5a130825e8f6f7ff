import { AdapterError } from '../AdapterError.ts'
import type { AdapterAccount } from '../ChainAdapter.ts'
import {
  COINBASE_ICON,
  COINBASE_RDNS,
  COINBASE_SDK_CONNECTOR_ID,
  type CoinbaseConnectorOptions,
  type CoinbaseProvider,
  type CoinbaseWalletSdkModule,
  coinbaseSessionRemembered,
  createCoinbaseProvider,
  rememberCoinbaseSession,
} from './coinbaseSdk.ts'
import { Eip1193Connector } from './Eip1193Connector.ts'
import type { Eip1193Provider } from './Eip1193Provider.ts'
import type { EvmConnector } from './EvmConnector.ts'
import { SAFE_CONNECTOR_ID, type SafeAppEip1193Provider } from './safeApp.ts'

/** Where a connector's wallet-side changes go (the adapter's `onAccounts` and chain handling). */
export type EvmConnectorEvents = {
  onAccounts(connectorId: string, accounts: AdapterAccount[]): void
  onChain(connectorId: string, chainId: number): void
}

/** An EIP-1193 wallet the page has (EIP-6963, `window.ethereum`, the kit's e-mail wallet) as a connector. */
export function walletConnector(
  params: {
    id: string
    name: string
    type: 'INJECTED' | 'ANNOUNCED' | 'AUTH' | 'EXTERNAL'
    icon?: string
    rdns?: string
    wallet: Eip1193Provider
  },
  events: EvmConnectorEvents,
): EvmConnector {
  return new Eip1193Connector({
    id: params.id,
    name: params.name,
    type: params.type,
    icon: params.icon,
    rdns: params.rdns,
    provider: params.wallet,
    onAccounts: (accounts) => events.onAccounts(params.id, accounts),
    onChain: (chainId) => events.onChain(params.id, chainId),
  })
}

/**
 * The Coinbase Wallet SDK as a connector: one EXTERNAL "Coinbase Wallet" with the extension's rdns (it stands for
 * the registry's Coinbase wallet); the SDK (`sdk`, the family's lazy `import()`) loads on the first connect, or on
 * a restore only when a session was made before; disconnect is the SDK's own.
 */
export function coinbaseSdkConnector(
  settings: CoinbaseConnectorOptions,
  sdk: () => Promise<CoinbaseWalletSdkModule>,
  chainIds: number[],
  events: EvmConnectorEvents,
): EvmConnector {
  const id = COINBASE_SDK_CONNECTOR_ID
  return new Eip1193Connector({
    id,
    name: 'Coinbase Wallet',
    type: 'EXTERNAL',
    icon: COINBASE_ICON,
    rdns: COINBASE_RDNS,
    provider: async () => createCoinbaseProvider(await sdk(), settings, chainIds),
    restorable: coinbaseSessionRemembered,
    onSession: rememberCoinbaseSession,
    disconnect: (provider) => (provider as CoinbaseProvider).disconnect(),
    onAccounts: (accounts) => events.onAccounts(id, accounts),
    onChain: (chainId) => events.onChain(id, chainId),
  })
}

/**
 * The Safe App as a connector (id `safe`, EXTERNAL "Safe"): the Safe's provider once the host answered
 * (`detect`, core's `safeAppDetector`); never asks to connect (the host decided); disconnect ends nothing (the Safe
 * stays while the page is in Safe{Wallet}).
 */
export function safeConnector(
  detect: () => Promise<SafeAppEip1193Provider | undefined>,
  events: EvmConnectorEvents,
): EvmConnector {
  const id = SAFE_CONNECTOR_ID
  return new Eip1193Connector({
    id,
    name: 'Safe',
    type: 'EXTERNAL',
    provider: async () => {
      const provider = await detect()
      if (!provider) throw new AdapterError('CONNECTOR_NOT_FOUND', 'Not running as a Safe App')
      return provider
    },
    prompt: false,
    disconnect: async () => undefined,
    onAccounts: (accounts) => events.onAccounts(id, accounts),
    onChain: (chainId) => events.onChain(id, chainId),
  })
}

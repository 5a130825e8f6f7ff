import type { Config } from 'wagmi'
import { COINBASE_SDK_CONNECTOR_ID, type CoinbaseConnectorOptions, coinbaseConnector } from './coinbaseConnector.ts'

/**
 * Adds the Coinbase Wallet SDK connector (`enableCoinbase`) to wagmi's connectors, once — unless the site gave
 * wagmi a connector of that id itself (its own `coinbaseWallet()`).
 */
export function addCoinbaseConnector(config: Config, options: CoinbaseConnectorOptions): void {
  if (config.connectors.some((c) => c.id === COINBASE_SDK_CONNECTOR_ID)) return
  const internal = config._internal.connectors
  const connector = internal.setup(coinbaseConnector(options))
  internal.setState((all) => [...all, connector])
}

export { type AuthParameters, authConnector } from './authConnector.ts'
export {
  COINBASE_RDNS,
  COINBASE_SDK_CONNECTOR_ID,
  type CoinbaseConnectorOptions,
  coinbaseConnector,
} from './coinbaseConnector.ts'
export {
  SAFE_CONNECTOR_ID,
  SAFE_WALLET_ORIGINS,
  type SafeAppOptions,
  safeAppConnector,
} from './safeAppConnector.ts'
export { INJECTED_CONNECTOR_NAME, listConnectors, toAdapterConnector } from './toAdapterConnector.ts'
export { type ToGangwaySessionAccountParameters, toGangwaySessionAccount } from './toGangwaySessionAccount.ts'
export { toWagmiChain } from './toWagmiChain.ts'
export { WagmiAdapter } from './WagmiAdapter.ts'
export type { WagmiAdapterOptions } from './wagmiParameters.ts'

export { INJECTED_CONNECTOR_NAME, listConnectors, toAdapterConnector } from './toAdapterConnector.ts'
export { toWagmiChain } from './toWagmiChain.ts'
export { WagmiAdapter, type WagmiAdapterOptions } from './WagmiAdapter.ts'

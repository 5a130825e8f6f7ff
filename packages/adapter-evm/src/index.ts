export { INJECTED_CONNECTOR_NAME, listConnectors, toAdapterConnector } from './toAdapterConnector.ts'
export { toWagmiChain } from './toWagmiChain.ts'
export { WagmiAdapter } from './WagmiAdapter.ts'
export type { WagmiAdapterOptions } from './wagmiParameters.ts'

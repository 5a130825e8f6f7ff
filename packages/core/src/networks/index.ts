export type { CaipNetwork } from './CaipNetwork.ts'
export { defineCaipNetwork, fromViemChain } from './defineCaipNetwork.ts'
export * from './evmNetworks.ts'
export * from './nonEvmNetworks.ts'

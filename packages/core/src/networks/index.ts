export type { AppKitNetwork } from './AppKitNetwork.ts'
export type { CaipNetwork } from './CaipNetwork.ts'
export { defineCaipNetwork, fromViemChain } from './defineCaipNetwork.ts'
export { AVAILABLE_NAMESPACES, type DefineChainParameters, defineChain } from './defineChain.ts'
export * from './evmNetworks.ts'
export { type CustomRpcUrl, type CustomRpcUrlMap, extendCaipNetwork } from './extendCaipNetwork.ts'
export {
  bitcoin,
  bitcoinRegtest,
  bitcoinSignet,
  bitcoinTestnet,
  cosmoshub,
  gangwaySolanaLocal,
  polkadot,
  solana,
  solanaDevnet,
  solanaNetworks,
  solanaTestnet,
} from './nonEvmNetworks.ts'
export { type RpcEndpoint, type RpcSettings, rpcEndpoints } from './rpcEndpoints.ts'
export { DEFAULT_API_URL, serverRpcUrl } from './serverRpcUrl.ts'
export { caipNetworkIdOf, isCaipNetwork, toCaipNetwork, UNSUPPORTED_NAMESPACES } from './toCaipNetwork.ts'
export * from './unsupportedNetworks.ts'

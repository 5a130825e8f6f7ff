/** Core's EVM adapter without wagmi (Eip1193Adapter, issue 35) and what the wagmi adapter shares with it. */
export {
  type AddableChain,
  type AddEthereumChainParameter,
  addEthereumChainParameter,
} from './addEthereumChainParameter.ts'
export {
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
export {
  Eip1193Adapter,
  type Eip1193AdapterOptions,
  INJECTED_CONNECTOR_ID,
  INJECTED_WALLET_NAME,
} from './Eip1193Adapter.ts'
export { Eip1193Connector, type Eip1193ConnectorParams } from './Eip1193Connector.ts'
export { Eip1193HelpersUtil } from './Eip1193HelpersUtil.ts'
export type { Eip1193Provider } from './Eip1193Provider.ts'
export type { EvmConnector } from './EvmConnector.ts'
export type { EvmCall, EvmLibrary, EvmRpc } from './EvmLibrary.ts'
export { EvmWalletConnectConnector } from './EvmWalletConnectConnector.ts'
export { eip1193ErrorCode } from './eip1193ErrorCode.ts'
export type {
  Address as EthersAddress,
  Chain as EthersChain,
  CombinedProvider,
  IEthersConfig,
  Metadata as EthersMetadata,
  Provider as EthersProvider,
  ProviderType,
  RequestArguments,
  UniversalProviderType,
} from './ethersTypes.ts'
export {
  maySafeAppHost,
  parentOrigin,
  SAFE_CONNECTOR_ID,
  SAFE_WALLET_ORIGINS,
  type SafeAppEip1193Provider,
  type SafeAppOptions,
  type SafeAppsModules,
  safeAppDetector,
} from './safeApp.ts'
export { isUnknownChainError, switchEip1193Chain, UNRECOGNIZED_CHAIN_ID } from './switchEip1193Chain.ts'
export { type Eip6963ProviderDetail, watchEip6963 } from './watchEip6963.ts'

/**
 * `@gangway/common` — what sites import from AppKit's `@reown/appkit-common`: the CAIP network types
 * (`CaipNetwork`, `CustomCaipNetwork`, `InferredCaipNetwork`, `CaipAddress`, `CaipNetworkId`, `ChainNamespace`
 * …), `defineChain`, `AVAILABLE_NAMESPACES`, `NetworkUtil`, `ParseUtil` and `ConstantsUtil`'s names. A thin layer
 * over `@gangway/core` and `@gangway/protocol` (no copies of their code).
 */
export { AVAILABLE_NAMESPACES, type DefineChainParameters, defineChain } from '@gangway/core'
/** viem's ERC-20 ABI under AppKit's name (viem is a peer). */
export { erc20Abi as erc20ABI } from 'viem'
export type {
  AdapterType,
  AppKitNetwork,
  BaseNetwork,
  CaipAddress,
  CaipNetwork,
  CaipNetworkId,
  ChainId,
  ChainNamespace,
  CustomCaipNetwork,
  CustomRpcUrl,
  CustomRpcUrlMap,
  InferredCaipNetwork,
  InternalChainNamespace,
} from './CaipTypes.ts'
export type {
  Address,
  AppKitSdkVersion,
  AssetNamespace,
  AssetReference,
  AssetType,
  BaseChain,
  CaipAsset,
  Connection,
  Hex,
  SdkFramework,
  SdkVersion,
  SIWEStatus,
  SocialProvider,
  ThemeType,
  ThemeVariables,
  TokenId,
} from './CommonTypes.ts'
export { ConstantsUtil } from './ConstantsUtil.ts'
export { NetworkUtil } from './NetworkUtil.ts'
export { type ParsedCaipAddress, ParseUtil } from './ParseUtil.ts'

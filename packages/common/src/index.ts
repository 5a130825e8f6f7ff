/**
 * `@gangway/common` — what sites import from AppKit's `@reown/appkit-common`: the CAIP network types
 * (`CaipNetwork`, `CustomCaipNetwork`, `InferredCaipNetwork`, `CaipAddress`, `CaipNetworkId`, `ChainNamespace`
 * …), `defineChain`, `AVAILABLE_NAMESPACES`, `NetworkUtil`, `ParseUtil` and `ConstantsUtil`'s names. A thin layer
 * over `@gangway/core` and `@gangway/protocol` (no copies of their code).
 */
export { AVAILABLE_NAMESPACES, type DefineChainParameters, defineChain } from '@gangway/core'
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
export { ConstantsUtil } from './ConstantsUtil.ts'
export { NetworkUtil } from './NetworkUtil.ts'
export { type ParsedCaipAddress, ParseUtil } from './ParseUtil.ts'

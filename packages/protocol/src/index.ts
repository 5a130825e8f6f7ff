export { EvmAddressSchema, SolanaAddressSchema } from './address.ts'
export {
  type BalancesResponse,
  BalancesResponseSchema,
  HISTORY_PAGE_SIZE,
  type HistoryResponse,
  HistoryResponseSchema,
  type IdentityResponse,
  IdentityResponseSchema,
  type Nft,
  NftSchema,
  type NftsResponse,
  NftsResponseSchema,
  type TokenBalance,
  TokenBalanceSchema,
  type Transaction,
  TransactionSchema,
  type TransactionTransfer,
  TransactionTransferSchema,
} from './api/AccountApi.ts'
export {
  compareInformalSiwxMessage,
  type InformalSiwxMessage,
  isSameSiwxChain,
  parseInformalSiwxMessage,
} from './api/compareInformalSiwxMessage.ts'
export {
  type GetWalletsQuery,
  GetWalletsQuerySchema,
  type GetWalletsResponse,
  GetWalletsResponseSchema,
  WALLETS_PAGE_SIZE,
  WALLETS_SEARCH_LIMIT,
} from './api/GetWallets.ts'
export {
  type AllowedOriginsResponse,
  AllowedOriginsResponseSchema,
  type AnalyticsConfigResponse,
  AnalyticsConfigResponseSchema,
  type AnalyticsEvent,
  AnalyticsEventSchema,
  type ApiError,
  ApiErrorCode,
  ApiErrorSchema,
  type ProjectConfigResponse,
  ProjectConfigResponseSchema,
  type RemoteFeatures,
  RemoteFeaturesSchema,
  SdkHeaders,
  SdkQuery,
} from './api/ProjectApi.ts'
export { type RegistryWallet, RegistryWalletSchema } from './api/RegistryWallet.ts'
export {
  SIWX_LIMITS,
  SiwxApiPath,
  type SiwxCreateSessionRequest,
  SiwxCreateSessionRequestSchema,
  type SiwxCreateSessionResponse,
  SiwxCreateSessionResponseSchema,
  SiwxErrorCode,
  type SiwxMessageData,
  SiwxMessageDataSchema,
  type SiwxNonceResponse,
  SiwxNonceResponseSchema,
  type SiwxSessionsQuery,
  SiwxSessionsQuerySchema,
  type SiwxSessionsResponse,
  SiwxSessionsResponseSchema,
  type SiwxSessionView,
  SiwxSessionViewSchema,
} from './api/SiwxApi.ts'
export {
  type CaipAddress,
  CaipAddressSchema,
  type CaipNetworkId,
  CaipNetworkIdSchema,
  type ParsedCaipAddress,
  parseCaipAddress,
  parseCaipNetworkId,
} from './caip.ts'
export { CHAIN_NAMESPACES, type ChainNamespace, ChainNamespaceSchema } from './chainNamespace.ts'
export { isEmailAddress } from './email.ts'
export {
  type AccountState,
  AccountStateSchema,
  type AccountType,
  AccountTypeSchema,
  type Connection,
  ConnectionSchema,
  type ConnectionStatus,
  ConnectionStatusSchema,
  type Connector,
  ConnectorSchema,
  type ConnectorType,
  ConnectorTypeSchema,
  type Wallet,
  WalletSchema,
} from './entities.ts'
export { ErrorCode } from './errorCodes.ts'
export {
  type AppEvent,
  appEventType,
  type FrameEvent,
  frameAnswerTypes,
  type ParseResult,
  parseAppEvent,
  parseFrameEvent,
} from './frame/frameEvents.ts'
export {
  APP_PREFIX,
  FARCASTER_EXPIRED_MESSAGE,
  FRAME_PREFIX,
  FRAME_REQUESTS,
  type FrameRequestName,
  type FrameRequestPayload,
  type FrameRequests,
  type FrameSignInMessage,
  FrameSignInMessageSchema,
  type FrameSuccessPayload,
  type FrameUser,
  FrameUserSchema,
  type RpcRequest,
  RpcRequestSchema,
  SIWX_ACCOUNT_PLACEHOLDER,
  SocialLoginProviderSchema,
} from './frame/frameRequests.ts'
export {
  ALLOWED_RPC_METHODS,
  FRAME_CONNECT_REQUESTS,
  SAFE_RPC_METHODS,
  SIGNING_RPC_METHODS,
} from './frame/rpcMethods.ts'
export { SOCIAL_LOGIN_PROVIDERS, type SocialLoginProvider } from './frame/socialLoginProviders.ts'
export { frameAncestors } from './frameAncestors.ts'
export { isOriginAllowed } from './isOriginAllowed.ts'
export { type Network, NetworkSchema } from './network.ts'

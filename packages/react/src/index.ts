import './jsx.ts'

export type {
  AppKitSIWEClient,
  Cacao,
  KitEvent as AppKitEvent,
  ReownName,
  SIWEConfig,
  SIWESession,
  SIWXConfig,
  SIWXMessage,
  SIWXSession,
  WalletInfo,
} from '@gangway/core'
/** The dialog's 20 languages (`createAppKit({ locale })`), each named in itself — for a site's language menu. */
export { LOCALE_NAMES, type LocaleCode, SUPPORTED_LOCALES } from '@gangway/ui'
export { AppKit, type WalletConnectUriSnapshot } from './AppKit.ts'
export { AppKitBaseClient } from './AppKitBaseClient.ts'
export { AppKitProvider, type AppKitProviderProps } from './AppKitProvider.tsx'
export {
  AppKitAccountButton,
  AppKitButton,
  AppKitConnectButton,
  AppKitNetworkButton,
} from './components/AppKitButton.tsx'
export type { AppKitButtonProps } from './components/elementAttributes.ts'
export { type CreateAppKitOptions, createAppKit, getAppKit, modal } from './createAppKit.ts'
export { useAppKit } from './hooks/useAppKit.ts'
export { type UseAppKitAccountReturn, useAppKitAccount } from './hooks/useAppKitAccount.ts'
export { type BalanceResult, useAppKitBalance } from './hooks/useAppKitBalance.ts'
export { type UseAppKitConnectionReturn, useAppKitConnection } from './hooks/useAppKitConnection.ts'
export { useAppKitConnections } from './hooks/useAppKitConnections.ts'
export { useAppKitEvents } from './hooks/useAppKitEvents.ts'
export { type UseAppKitNetworkReturn, useAppKitNetwork } from './hooks/useAppKitNetwork.ts'
export { useAppKitNetworkCore } from './hooks/useAppKitNetworkCore.ts'
export { useAppKitProvider } from './hooks/useAppKitProvider.ts'
export { useAppKitSIWX } from './hooks/useAppKitSIWX.ts'
export { useAppKitState } from './hooks/useAppKitState.ts'
export { type UseAppKitThemeReturn, useAppKitTheme } from './hooks/useAppKitTheme.ts'
export { type UseAppKitWalletsReturn, useAppKitWallets } from './hooks/useAppKitWallets.ts'
export { useDisconnect } from './hooks/useDisconnect.ts'
export { useWalletInfo } from './hooks/useWalletInfo.ts'
export type {
  AccountState,
  AccountType,
  AccountTypeMap,
  AppKitNetwork,
  AppKitOptions,
  BadgeType,
  CaipAddress,
  CaipNetwork,
  CaipNetworkId,
  ChainAdapter,
  ChainNamespace,
  ConnectedWalletInfo,
  Connection,
  ConnectionStatus,
  ConnectMethod,
  ConnectOptions,
  Connector,
  ConnectorType,
  ConnectorTypeOrder,
  CreateAppKit,
  CustomRpcUrl,
  CustomRpcUrlMap,
  CustomWallet,
  Event,
  EventsControllerState,
  Features,
  FetchWalletsOptions,
  Metadata,
  NamespaceTypeMap,
  OpenOptions,
  PreferredAccountTypes,
  ProjectId,
  Provider,
  PublicStateControllerState,
  RemoteFeatures,
  RequestArguments,
  SdkVersion,
  SocialProvider,
  ThemeControllerState,
  ThemeMode,
  ThemeVariables,
  Token,
  Tokens,
  User,
  Views,
  WalletFeature,
  WalletGuideType,
  WalletItem,
  WalletListSnapshot,
  WcWallet,
} from './types.ts'

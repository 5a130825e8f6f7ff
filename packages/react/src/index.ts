import './jsx.ts'

export type {
  CaipNetwork,
  KitEvent as AppKitEvent,
  OpenModalParams,
  ThemeMode,
  WalletInfo,
} from '@gangway/core'
export type { AccountState } from '@gangway/protocol'
export { AppKit, type PublicState } from './AppKit.ts'
export { AppKitProvider, type AppKitProviderProps } from './AppKitProvider.tsx'
export { type CreateAppKitOptions, createAppKit } from './createAppKit.ts'
export { useAppKit } from './hooks/useAppKit.ts'
export { type UseAppKitAccountReturn, useAppKitAccount } from './hooks/useAppKitAccount.ts'
export { type BalanceResult, useAppKitBalance } from './hooks/useAppKitBalance.ts'
export { useAppKitEvents } from './hooks/useAppKitEvents.ts'
export { type UseAppKitNetworkReturn, useAppKitNetwork } from './hooks/useAppKitNetwork.ts'
export { useAppKitProvider } from './hooks/useAppKitProvider.ts'
export { useAppKitState } from './hooks/useAppKitState.ts'
export { type UseAppKitThemeReturn, useAppKitTheme } from './hooks/useAppKitTheme.ts'
export { useDisconnect } from './hooks/useDisconnect.ts'
export { useWalletInfo } from './hooks/useWalletInfo.ts'

export type { ApprovalRequest, Approver } from './ApprovalRequest.ts'
export {
  announceProvider,
  DEV_WALLET_ICON,
  DEV_WALLET_NAME,
  DEV_WALLET_RDNS,
  type ProviderInfo,
} from './announceProvider.ts'
export { type ApprovalPrompt, createApprovalPrompt } from './createApprovalPrompt.ts'
export {
  ANVIL_ACCOUNT_0_KEY,
  createDevWallet,
  type DevWallet,
  type DevWalletOptions,
  type DevWalletProvider,
  type RequestArguments,
} from './createDevWallet.ts'
export { type DevWalletConfig, type InjectedDevWallet, injectDevWallet } from './injectDevWallet.ts'
export { ProviderErrorCode, ProviderRpcError } from './ProviderRpcError.ts'

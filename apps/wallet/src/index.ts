export type { ApprovalRequest, Approver } from './ApprovalRequest.ts'
export {
  announceProvider,
  DEV_WALLET_ICON,
  DEV_WALLET_NAME,
  DEV_WALLET_RDNS,
  type ProviderInfo,
} from './announceProvider.ts'
export type { BitcoinApprovalRequest } from './bitcoin/BitcoinApprovalRequest.ts'
export { BitcoinRpcError, BitcoinRpcErrorCode } from './bitcoin/BitcoinRpcError.ts'
export {
  BITCOIN_MINER_ACCOUNT_INDEX,
  BITCOIN_REGTEST_CAIP_NETWORK_ID,
  type BitcoinDevProvider,
  type BitcoinDevWallet,
  type BitcoinDevWalletOptions,
  type BitcoinWalletEvent,
  createBitcoinDevWallet,
} from './bitcoin/createBitcoinDevWallet.ts'
export { mineBitcoinBlocks } from './bitcoin/mineBitcoinBlocks.ts'
export { BITCOIN_PROVIDER_ID, registerBitcoinProvider } from './bitcoin/registerBitcoinProvider.ts'
export { signBitcoinMessage } from './bitcoin/signBitcoinMessage.ts'
export { type ApprovalPrompt, createApprovalPrompt } from './createApprovalPrompt.ts'
export type { WalletToken } from './createAssetsHandler.ts'
export {
  ANVIL_ACCOUNT_0_KEY,
  createDevWallet,
  type DevWallet,
  type DevWalletOptions,
  type DevWalletProvider,
  type RequestArguments,
} from './createDevWallet.ts'
export {
  createSolanaDevWallet,
  type SolanaDevWallet,
  type SolanaDevWalletFeatures,
  type SolanaDevWalletOptions,
} from './createSolanaDevWallet.ts'
export { decodeSolanaTransaction, type SolanaTransactionSummary } from './describeSolanaTransaction.ts'
export { type FarcasterSignIn, signInWithFarcaster } from './farcaster/signInWithFarcaster.ts'
export { type DevWalletConfig, type InjectedDevWallet, injectDevWallet } from './injectDevWallet.ts'
export { ProviderErrorCode, ProviderRpcError } from './ProviderRpcError.ts'
export type { SolanaApprovalRequest } from './SolanaApprovalRequest.ts'
export { delegationDesignator, SIMPLE_7702_ACCOUNT_ADDRESS, simple7702AccountAbi } from './simple7702Account.ts'
export { SOLANA_CHAINS, SOLANA_LOCALNET_RPC_URL, type SolanaChain } from './solanaChains.ts'
export {
  createSolanaKey,
  SOLANA_DEV_ADDRESS,
  type SolanaKey,
  type SolanaSecret,
  solanaDevSecret,
} from './solanaDevKey.ts'
export { solanaTransferBytes } from './solanaTransferBytes.ts'

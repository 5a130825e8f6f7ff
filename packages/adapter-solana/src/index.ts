/** The adapter's errors: core's blueprint errors (one class for every chain family), under their former names. */
export { AdapterError as SolanaAdapterError, AdapterErrorCode as SolanaAdapterErrorCode } from '@gangway/core'
export {
  type ConnectionSettings,
  type ResolvedConnectionSettings,
  resolveConnectionSettings,
  toCommitment,
} from './connectionSettings.ts'
export {
  createSolanaProvider,
  type RawTransactionSender,
  /** AppKit's name of the provider type (`Provider` of `@reown/appkit-adapter-solana`). */
  type SolanaProvider as Provider,
  type SolanaProvider,
  type SolanaProviderEvent,
  type SolanaPublicKey,
} from './createSolanaProvider.ts'
export {
  SolanaAdapter,
  /** AppKit's name of the options type. */
  type SolanaAdapterOptions as AdapterOptions,
  type SolanaAdapterOptions,
  type SolanaConnector,
} from './SolanaAdapter.ts'
export type { SolanaSendOptions, SolanaSigner } from './SolanaSigner.ts'
export { SOLANA_COMMITMENTS, type SolanaCommitmentName } from './solanaConstants.ts'
export type { AnyTransaction } from './transactionBytes.ts'
export { SolanaWalletConnectConnector } from './WalletConnectConnector.ts'
export { walletStandardChain } from './walletStandardChain.ts'

/** The adapter's errors: core's blueprint errors (one class for every chain family), under their former names. */
export { AdapterError as BitcoinAdapterError, AdapterErrorCode as BitcoinAdapterErrorCode } from '@gangway/core'
export {
  BitcoinAdapter,
  /** AppKit's name of the options type. */
  type BitcoinAdapterOptions as AdapterOptions,
  type BitcoinAdapterOptions,
  type BitcoinTransfer,
} from './BitcoinAdapter.ts'
export { type AddressInfo, BitcoinApi, bitcoinApiUrl, type FeeEstimates, type Utxo } from './BitcoinApi.ts'
export type {
  AddressPurpose,
  BitcoinAccountAddress,
  MessageProtocol,
  SignPsbtParams,
  SignPsbtResult,
} from './BitcoinWallet.ts'
export { BITCOIN_CHAINS, type BitcoinChain, type BitcoinChainParams, bitcoinChainOf } from './bitcoinChains.ts'
export { buildTransferPsbt, finalizeSignedPsbt, type TransferPsbt } from './buildTransferPsbt.ts'
export type {
  BitcoinProvider,
  /** AppKit's name of the provider type (`BitcoinConnector` of `@reown/appkit-adapter-bitcoin`). */
  BitcoinProvider as BitcoinConnector,
  BitcoinProviderEvent,
} from './createBitcoinProvider.ts'
export {
  findSatsConnectProviders,
  type SatsConnectProvider,
  type SatsConnectProviderInfo,
} from './satsConnectProviders.ts'
export { type CoinSelection, selectCoins } from './selectCoins.ts'
export { BitcoinWalletConnectConnector } from './WalletConnectConnector.ts'

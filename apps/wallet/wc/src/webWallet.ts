/**
 * The WalletConnect web wallet's logic without its page, and a harness for tests that pair a site with it (the
 * real dev wallet on WalletKit over a Gangway relay).
 */
export { createWebWallet, type WebWalletOptions } from './createWebWallet.ts'
export { COSMOS_DEV_ADDRESS, type CosmosKey, createCosmosKey } from './webWalletCosmos.ts'
export {
  memoryKeyValueStorage,
  pageProvider,
  refuseOutsideHosts,
  SUI_MAINNET,
  signedByWebWallet,
  startWebWallet,
  until,
  WEB_WALLET_ACCOUNTS,
  withTestRelay,
} from './webWalletHarness.ts'
export { createPolkadotKey, POLKADOT_DEV_ADDRESS, type PolkadotKey } from './webWalletPolkadot.ts'
export { createSuiKey, SUI_DEV_ADDRESS, type SuiKey, WC_SUI_CHAINS } from './webWalletSui.ts'

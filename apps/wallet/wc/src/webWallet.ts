/** The WalletConnect web wallet's logic without its page (for tests that pair a site with the real dev wallet). */
export { createWebWallet, type WebWalletOptions } from './createWebWallet.ts'
export { COSMOS_DEV_ADDRESS, type CosmosKey, createCosmosKey } from './webWalletCosmos.ts'
export { createPolkadotKey, POLKADOT_DEV_ADDRESS, type PolkadotKey } from './webWalletPolkadot.ts'
export { createSuiKey, SUI_DEV_ADDRESS, type SuiKey, WC_SUI_CHAINS } from './webWalletSui.ts'

/**
 * The headless connect actions `AppKit`'s async methods load on first use (a lazy chunk: a page that never
 * builds its own connect UI does not download them).
 */
export { connectWallet, fetchWallets, prefetchWalletConnectUri } from '@gangway/core'

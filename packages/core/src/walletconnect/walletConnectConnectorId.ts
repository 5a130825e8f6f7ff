/** The WalletConnect connector's id (AppKit's `walletConnect`), the same in every namespace. */
export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect'

import type { WalletItem } from '../wallets/WalletItem.ts'

/** AppKit's headless connection state (`useAppKitWallets`, `getWalletConnectUri`, `getState().connectingWallet`). */
export type HeadlessState = {
  /** The wallet a headless `connectWallet` is connecting; cleared when it ends. */
  connectingWallet: WalletItem | undefined
  /** True while a WalletConnect pairing is being made and no URI is there yet. */
  wcFetchingUri: boolean
  /** The last WalletConnect connection attempt failed. */
  wcError: boolean
}

export const initialHeadlessState = (): HeadlessState => ({
  connectingWallet: undefined,
  wcFetchingUri: false,
  wcError: false,
})

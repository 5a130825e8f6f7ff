/**
 * Set when `@walletconnect/universal-provider` failed to start (SPEC §8's internal SDK error). A file of its
 * own: `noteInitFailure`, up front, checks for it without carrying `createWalletConnectProvider`.
 */
export class WalletConnectInitError extends Error {
  override readonly name = 'WalletConnectInitError'
}

import type { WalletConnectHubOptions } from '../../walletconnect/WalletConnectHub.ts'
import type { SafeAppOptions } from './safeApp.ts'

/** The options every EIP-1193 adapter takes (the ethers adapters' constructor options are these). */
export type Eip1193AdapterOptions = {
  /** How long a restored session waits for its wallet to announce itself (default 1000 ms). */
  announceTimeoutMs?: number | undefined
  /**
   * `false` leaves the WalletConnect connector out. In a kit it is the `eip155` part of the kit's one session;
   * the settings serve an adapter used without a kit.
   */
  walletConnect?: false | WalletConnectHubOptions | undefined
  /**
   * The Coinbase Wallet SDK's popup (`{ keysUrl }`, default Coinbase's https://keys.coinbase.com/connect). Whether
   * the connector is there at all is the kit's `enableCoinbase` (with `coinbasePreference`).
   */
  coinbase?: { keysUrl?: string | undefined } | undefined
  /**
   * Running as a Safe App — `{ allowedDomains, timeoutMs }` (the Safe{Wallet} origins that may host the site, default
   * `SAFE_WALLET_ORIGINS`; how long to wait for the host, default 3000 ms) — or `false` to leave the Safe connector out.
   */
  safe?: SafeAppOptions | false | undefined
}

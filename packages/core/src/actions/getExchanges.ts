import type { Exchange } from '../pay/PaymentOptions.ts'

/**
 * AppKit Pay's `getExchanges`: always an empty list. AppKit's exchanges (pay from a Coinbase or Binance
 * account) are served by Reown's cloud (`reown_getExchanges` on rpc.walletconnect.org); Gangway contacts no
 * vendor host, so it lists none — the Pay view offers "Buy {symbol} first" (the on-ramp) instead.
 */
export function getExchanges(): Exchange[] {
  return []
}

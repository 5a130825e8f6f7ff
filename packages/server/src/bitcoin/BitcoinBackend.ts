/** Esplora's per-address sums (sats), confirmed (`chain_stats`) or in the mempool (`mempool_stats`). */
export type BitcoinAddressStats = { funded_txo_sum: number; spent_txo_sum: number; tx_count: number }
export type BitcoinAddressInfo = {
  address: string
  chain_stats: BitcoinAddressStats
  mempool_stats: BitcoinAddressStats
}
export type BitcoinTxStatus = { confirmed: boolean; block_height?: number }
export type BitcoinUtxo = { txid: string; vout: number; value: number; status: BitcoinTxStatus }
/** Esplora's `/fee-estimates` keys we answer: confirmation target (blocks) → sat/vB. */
export type BitcoinFeeEstimates = { '1': number; '3': number; '6': number; '144': number }

/**
 * Where a `bip122:` chain's Bitcoin API reads and broadcasts: the devnet's bcoin node (`bcoinBackend`) or an
 * Esplora server (`esploraBackend`, mempool.space / Blockstream for real networks). Inputs are validated by the
 * routes before a backend is called.
 */
export type BitcoinBackend = {
  address(address: string): Promise<BitcoinAddressInfo>
  utxos(address: string): Promise<BitcoinUtxo[]>
  feeEstimates(): Promise<BitcoinFeeEstimates>
  /** Broadcasts a raw transaction (hex); its txid, or `BitcoinTxRejected` with the node's reason. */
  broadcast(rawTxHex: string): Promise<string>
  /** `undefined` when the transaction is unknown. */
  txStatus(txid: string): Promise<BitcoinTxStatus | undefined>
}

/** The node refused a transaction (bad signature, spent inputs…): the reason is the node's. */
export class BitcoinTxRejected extends Error {
  readonly code = 'BITCOIN_TX_REJECTED'
}

/** The backend did not answer in time, or answered something unexpected. */
export class BitcoinUpstreamError extends Error {
  readonly code = 'BITCOIN_UPSTREAM'
}

/** A GET/POST to a backend with a deadline: its response, or `BitcoinUpstreamError`. */
export async function fetchUpstream(url: string, timeoutMs: number, init: RequestInit = {}): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs), redirect: 'error' })
  } catch (error) {
    const reason = (error as Error).name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : 'unreachable'
    throw new BitcoinUpstreamError(`the Bitcoin backend is ${reason}`)
  }
}

/** The JSON body of a backend response (2xx only), or `BitcoinUpstreamError`. */
export async function upstreamJson(res: Response): Promise<unknown> {
  if (!res.ok) throw new BitcoinUpstreamError(`the Bitcoin backend answered ${res.status}`)
  try {
    return await res.json()
  } catch {
    throw new BitcoinUpstreamError('the Bitcoin backend answered something that is not JSON')
  }
}

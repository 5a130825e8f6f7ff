import { BitcoinRpcError, BitcoinRpcErrorCode } from './BitcoinRpcError.ts'

/** An unspent output as Esplora answers `GET /address/:address/utxo` (value in sats). */
export type EsploraUtxo = { txid: string; vout: number; value: number; status: { confirmed: boolean } }

/** What the wallet reads and sends through the Gangway server's Esplora-shaped Bitcoin API. */
export type BitcoinApi = {
  utxos(address: string): Promise<EsploraUtxo[]>
  /** Confirmed and mempool balance of an address, in sats. */
  balance(address: string): Promise<{ confirmed: bigint; unconfirmed: bigint }>
  /** The fee rate for the next block, in sat/vB (at least 1). */
  feeRate(): Promise<number>
  /** Sends a raw transaction (hex); answers the node's txid, or throws the node's rejection. */
  broadcast(hex: string): Promise<string>
}

export type BitcoinApiOptions = {
  /** The Gangway server, e.g. `http://localhost:4000`. */
  apiUrl: string
  projectId: string
  /** The chain, e.g. `bip122:0f9188f13cb7b2c71f2a335e3a4fc328` (regtest). */
  caipNetworkId: string
  fetch?: typeof fetch
}

type Stats = { funded_txo_sum: number; spent_txo_sum: number }

/**
 * A client of `${apiUrl}/v1/bitcoin/${caipNetworkId}/…` (the server's Esplora-shaped routes: address stats,
 * UTXOs, fee estimates, `POST /tx`). Failures are `BitcoinRpcError`s with the server's reason.
 */
export function createBitcoinApi(options: BitcoinApiOptions): BitcoinApi {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init))
  const base = `${options.apiUrl.replace(/\/$/, '')}/v1/bitcoin/${encodeURIComponent(options.caipNetworkId)}`
  const url = (path: string) => `${base}${path}?projectId=${encodeURIComponent(options.projectId)}`
  const call = async (path: string, init?: RequestInit): Promise<Response> => {
    let res: Response
    try {
      res = await doFetch(url(path), init)
    } catch (error) {
      throw new BitcoinRpcError(
        BitcoinRpcErrorCode.INTERNAL_ERROR,
        `The Bitcoin API is unreachable at ${base}: ${(error as Error).message}`,
      )
    }
    if (!res.ok) {
      const text = await res.text().catch(() => '')
      let reason = text
      let data: unknown
      try {
        const body = JSON.parse(text) as { code?: string; message?: string }
        reason = body.message ?? text
        data = body.code === undefined ? undefined : { code: body.code }
      } catch {
        // plain text
      }
      throw new BitcoinRpcError(
        BitcoinRpcErrorCode.INTERNAL_ERROR,
        `${init?.method ?? 'GET'} ${path} answered ${res.status}${reason ? `: ${reason}` : ''}`,
        data,
      )
    }
    return res
  }
  return {
    async utxos(address) {
      return (await (await call(`/address/${encodeURIComponent(address)}/utxo`)).json()) as EsploraUtxo[]
    },
    async balance(address) {
      const body = (await (await call(`/address/${encodeURIComponent(address)}`)).json()) as {
        chain_stats: Stats
        mempool_stats: Stats
      }
      const net = (s: Stats) => BigInt(s.funded_txo_sum) - BigInt(s.spent_txo_sum)
      return { confirmed: net(body.chain_stats), unconfirmed: net(body.mempool_stats) }
    },
    async feeRate() {
      const body = (await (await call('/fee-estimates')).json()) as Record<string, number>
      const rate = body['1'] ?? Math.min(...Object.values(body))
      return Number.isFinite(rate) && rate > 1 ? rate : 1
    },
    async broadcast(hex) {
      const res = await call('/tx', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: hex })
      return (await res.text()).trim()
    },
  }
}

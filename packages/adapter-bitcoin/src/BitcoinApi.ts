import { AdapterError, type CaipNetwork } from '@gangway/core'

/** One unspent output as Esplora answers `GET /address/:address/utxo` (value in sats). */
export type Utxo = { txid: string; vout: number; value: number; status: { confirmed: boolean; block_height?: number } }

type Stats = { funded_txo_sum: number; spent_txo_sum: number; tx_count: number }
/** Esplora's `GET /address/:address`. */
export type AddressInfo = { address: string; chain_stats: Stats; mempool_stats: Stats }

/** Esplora's `GET /fee-estimates`: confirmation target (blocks) → sat/vB. */
export type FeeEstimates = Record<string, number>

export type TransactionStatus = { confirmed: boolean; block_height?: number }

/**
 * The Esplora API of a network: `${apiUrl}/v1/bitcoin/${caipNetworkId}` on the Gangway server when the
 * network's RPC URL is the server's `/v1?chainId=…` proxy (every built-in network once the kit has put its
 * `apiUrl` in; `projectId` kept as a query parameter), else the RPC URL itself taken as an Esplora base (a
 * site's own network pointing at an Esplora such as `https://blockstream.info/api`).
 */
export function bitcoinApiUrl(network: CaipNetwork): { base: string; query: string } {
  const rpc = network.rpcUrls.default.http[0]
  if (!rpc) {
    throw new AdapterError('NETWORK_NOT_FOUND', `${network.name} has no RPC URL`)
  }
  const url = new URL(rpc)
  const chainId = url.searchParams.get('chainId')
  if (chainId && url.pathname.replace(/\/$/, '').endsWith('/v1')) {
    const projectId = url.searchParams.get('projectId')
    return {
      base: `${url.origin}${url.pathname.replace(/\/$/, '')}/bitcoin/${encodeURIComponent(network.caipNetworkId)}`,
      query: projectId ? `?projectId=${encodeURIComponent(projectId)}` : '',
    }
  }
  return { base: rpc.replace(/\/$/, ''), query: '' }
}

/** A small client of one network's Esplora-shaped API (what the Gangway server answers for bip122 chains). */
export class BitcoinApi {
  readonly #base: string
  readonly #query: string
  readonly #headers: Record<string, string>

  constructor(network: CaipNetwork, headers: Record<string, string> = {}) {
    const { base, query } = bitcoinApiUrl(network)
    this.#base = base
    this.#query = query
    this.#headers = headers
  }

  address(address: string): Promise<AddressInfo> {
    return this.#get(`/address/${encodeURIComponent(address)}`)
  }

  utxos(address: string): Promise<Utxo[]> {
    return this.#get(`/address/${encodeURIComponent(address)}/utxo`)
  }

  feeEstimates(): Promise<FeeEstimates> {
    return this.#get('/fee-estimates')
  }

  transactionStatus(txid: string): Promise<TransactionStatus> {
    return this.#get(`/tx/${encodeURIComponent(txid)}/status`)
  }

  /** Broadcasts a raw transaction (hex); answers the txid, or throws the node's rejection. */
  async broadcast(hex: string): Promise<string> {
    const response = await this.#fetch('/tx', { method: 'POST', body: hex, headers: { 'content-type': 'text/plain' } })
    return (await response.text()).trim()
  }

  async #get<T>(path: string): Promise<T> {
    const response = await this.#fetch(path, { method: 'GET' })
    return (await response.json()) as T
  }

  async #fetch(path: string, init: RequestInit): Promise<Response> {
    const url = `${this.#base}${path}${this.#query}`
    let response: Response
    try {
      response = await fetch(url, { ...init, headers: { ...this.#headers, ...(init.headers as object) } })
    } catch (error) {
      throw new AdapterError('API_ERROR', `Bitcoin API unreachable (${path})`, {
        cause: error,
      })
    }
    if (!response.ok) {
      const text = await response.text().catch(() => '')
      let reason = text
      try {
        reason = (JSON.parse(text) as { message?: string }).message ?? text
      } catch {}
      throw new AdapterError(
        'API_ERROR',
        `Bitcoin API ${init.method} ${path} answered ${response.status}${reason ? `: ${reason}` : ''}`,
      )
    }
    return response
  }
}

/** Confirmed plus unconfirmed balance of an address, in sats. */
export function balanceOf(info: AddressInfo): bigint {
  const sum = (s: Stats) => BigInt(s.funded_txo_sum) - BigInt(s.spent_txo_sum)
  return sum(info.chain_stats) + sum(info.mempool_stats)
}

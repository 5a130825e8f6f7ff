import { bech32, bech32m } from '@scure/base'
import {
  type BitcoinAddressStats,
  type BitcoinBackend,
  BitcoinTxRejected,
  BitcoinUpstreamError,
  fetchUpstream,
  upstreamJson,
} from './BitcoinBackend.ts'

/**
 * Fixed fee rates on a bcoin regtest node (sat/vB): its mempool is empty but for the tests' transactions and its
 * relay floor is 1 sat/vB, so these are choices for the dialog's fast/normal/slow, not estimates.
 */
export const REGTEST_FEE_ESTIMATES = { '1': 4, '3': 3, '6': 2, '144': 1 } as const

type BcoinCoin = { hash: string; index: number; value: number; height: number }
type BcoinTxJson = {
  hash: string
  height: number
  inputs: { coin?: { value: number; address: string | null } }[]
  outputs: { value: number; address: string | null }[]
}

/**
 * bcoin 1.0.2 predates bech32m: it reads a v1+ (taproot) address only in plain bech32 (the same witness
 * program, another checksum) and indexes it by that program; and it prints such outputs in bech32.
 */
function bcoinAddress(address: string): string {
  const v1 = bech32m.decodeUnsafe(address.toLowerCase(), 90)
  return v1 && v1.words[0] !== 0 ? bech32.encode(v1.prefix, v1.words, 90) : address
}

function rows<T>(value: unknown): T[] {
  if (!Array.isArray(value)) throw new BitcoinUpstreamError('the Bitcoin node answered an unexpected shape')
  return value as T[]
}

/**
 * The devnet's bcoin node as a Bitcoin backend: its REST address index (`/coin/address/…` for UTXOs,
 * `/tx/address/…` for history — the Esplora sums are computed from it), `/tx/:hash` for status and JSON-RPC
 * `sendrawtransaction` (the devnet's verifies before answering, so a rejection is the node's reason).
 */
export function bcoinBackend(url: string, timeoutMs: number): BitcoinBackend {
  const base = url.replace(/\/$/, '')
  const get = async (path: string) => upstreamJson(await fetchUpstream(`${base}${path}`, timeoutMs))
  return {
    async address(address) {
      const key = bcoinAddress(address).toLowerCase()
      const txs = rows<BcoinTxJson>(await get(`/tx/address/${bcoinAddress(address)}`))
      const empty = (): BitcoinAddressStats => ({ funded_txo_sum: 0, spent_txo_sum: 0, tx_count: 0 })
      const chain = empty()
      const mempool = empty()
      for (const tx of txs) {
        const stats = tx.height >= 0 ? chain : mempool
        stats.tx_count++
        for (const o of tx.outputs) if (o.address?.toLowerCase() === key) stats.funded_txo_sum += o.value
        for (const i of tx.inputs) if (i.coin?.address?.toLowerCase() === key) stats.spent_txo_sum += i.coin.value
      }
      return { address, chain_stats: chain, mempool_stats: mempool }
    },
    async utxos(address) {
      const coins = rows<BcoinCoin>(await get(`/coin/address/${bcoinAddress(address)}`))
      return coins.map((c) => ({
        txid: c.hash,
        vout: c.index,
        value: c.value,
        status: c.height >= 0 ? { confirmed: true, block_height: c.height } : { confirmed: false },
      }))
    },
    async feeEstimates() {
      return { ...REGTEST_FEE_ESTIMATES }
    },
    async broadcast(rawTxHex) {
      const res = await fetchUpstream(base, timeoutMs, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ method: 'sendrawtransaction', params: [rawTxHex], id: 1 }),
      })
      const body = (await upstreamJson(res)) as { result?: unknown; error?: { message?: unknown } | null }
      if (body.error) throw new BitcoinTxRejected(String(body.error.message ?? 'rejected'))
      if (typeof body.result !== 'string') throw new BitcoinUpstreamError('the Bitcoin node answered no txid')
      return body.result
    },
    async txStatus(txid) {
      const res = await fetchUpstream(`${base}/tx/${txid}`, timeoutMs)
      if (res.status === 404) return undefined
      const tx = (await upstreamJson(res)) as { height?: unknown }
      if (typeof tx.height !== 'number') throw new BitcoinUpstreamError('the Bitcoin node answered an unexpected shape')
      return tx.height >= 0 ? { confirmed: true, block_height: tx.height } : { confirmed: false }
    },
  }
}

import { z } from 'zod/mini'
import {
  type BitcoinBackend,
  type BitcoinFeeEstimates,
  BitcoinTxRejected,
  BitcoinUpstreamError,
  fetchUpstream,
  upstreamJson,
} from './BitcoinBackend.ts'

const Sats = z.number().check(z.nonnegative())
const Stats = z.object({ funded_txo_sum: Sats, spent_txo_sum: Sats, tx_count: z.int().check(z.nonnegative()) })
const Status = z.object({ confirmed: z.boolean(), block_height: z.optional(z.int()) })
const AddressSchema = z.object({ chain_stats: Stats, mempool_stats: Stats })
const UtxosSchema = z.array(z.object({ txid: z.string(), vout: z.int(), value: Sats, status: Status }))
const FeesSchema = z.record(z.string(), z.number())

function parse<T>(schema: z.ZodMiniType<T>, value: unknown): T {
  const result = schema.safeParse(value)
  if (!result.success) throw new BitcoinUpstreamError('the Esplora server answered an unexpected shape')
  return result.data
}
const status = (s: { confirmed: boolean; block_height?: number | undefined }) =>
  s.confirmed && s.block_height !== undefined
    ? { confirmed: true, block_height: s.block_height }
    : { confirmed: s.confirmed }

/**
 * An Esplora HTTP API (Blockstream's electrs, mempool.space — e.g. `https://mempool.space/api`,
 * `https://mempool.space/testnet4/api`) as a Bitcoin backend. Its answers are re-shaped to the fields we
 * document (nothing else of the upstream's passes through); a broadcast it refuses (HTTP 400, text
 * `sendrawtransaction RPC error: {"code":-26,"message":"…"}`) becomes `BitcoinTxRejected` with the message.
 */
export function esploraBackend(url: string, timeoutMs: number): BitcoinBackend {
  const base = url.replace(/\/$/, '')
  const get = async (path: string) => upstreamJson(await fetchUpstream(`${base}${path}`, timeoutMs))
  return {
    async address(address) {
      const info = parse(AddressSchema, await get(`/address/${address}`))
      return { address, chain_stats: info.chain_stats, mempool_stats: info.mempool_stats }
    },
    async utxos(address) {
      const utxos = parse(UtxosSchema, await get(`/address/${address}/utxo`))
      return utxos.map((u) => ({ txid: u.txid, vout: u.vout, value: u.value, status: status(u.status) }))
    },
    async feeEstimates() {
      const fees = parse(FeesSchema, await get('/fee-estimates'))
      const pick = (target: string, fallback: number) => fees[target] ?? fallback
      const slowest = pick('144', 1)
      return {
        '1': pick('1', pick('2', slowest)),
        '3': pick('3', slowest),
        '6': pick('6', slowest),
        '144': slowest,
      } satisfies BitcoinFeeEstimates
    },
    async broadcast(rawTxHex) {
      const res = await fetchUpstream(`${base}/tx`, timeoutMs, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: rawTxHex,
      })
      const text = (await res.text().catch(() => '')).slice(0, 2000)
      if (res.status === 400) {
        const message = /"message"\s*:\s*"([^"]*)"/.exec(text)?.[1] ?? text.trim()
        throw new BitcoinTxRejected(message || 'rejected')
      }
      if (!res.ok) throw new BitcoinUpstreamError(`the Esplora server answered ${res.status}`)
      const txid = text.trim()
      if (!/^[0-9a-f]{64}$/.test(txid)) throw new BitcoinUpstreamError('the Esplora server answered no txid')
      return txid
    },
    async txStatus(txid) {
      const res = await fetchUpstream(`${base}/tx/${txid}/status`, timeoutMs)
      if (res.status === 404 || res.status === 400) return undefined
      return status(parse(Status, await upstreamJson(res)))
    },
  }
}

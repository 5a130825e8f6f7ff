import { createServer, type IncomingMessage, type Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../config/loadConfig.ts'
import { silentLog } from '../log.ts'
import { type RunningServer, startServer } from '../startServer.ts'

const MAINNET = 'bip122:000000000019d6689c085ae165831e93'
const ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'
const TAPROOT = 'bc1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkedrcr'
const TXID = 'f4184fc596403b9d638783cf57adfe4c75c605f6356fbc91338530e9831e9e16'
const RAW = `02000000${'00'.repeat(60)}`

/**
 * A loopback stand-in for mempool.space / Blockstream's Esplora API: it answers the documented JSON shapes
 * (with extra fields the server must not pass on), records every request, and never answers `/slow/…`.
 */
function startEsplora() {
  const requests: string[] = []
  const server: Server = createServer((req: IncomingMessage, res) => {
    requests.push(`${req.method} ${req.url}`)
    const json = (body: unknown, status = 200) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
    const url = req.url ?? ''
    if (url.startsWith('/slow/')) return // never answers: the server's timeout must
    if (url === `/api/address/${ADDRESS}`) {
      return json({
        address: ADDRESS,
        chain_stats: {
          funded_txo_count: 2,
          funded_txo_sum: 300_000,
          spent_txo_count: 1,
          spent_txo_sum: 100_000,
          tx_count: 3,
        },
        mempool_stats: {
          funded_txo_count: 0,
          funded_txo_sum: 5_000,
          spent_txo_count: 0,
          spent_txo_sum: 0,
          tx_count: 1,
        },
      })
    }
    if (url === `/api/address/${ADDRESS}/utxo`) {
      return json([
        {
          txid: TXID,
          vout: 1,
          status: { confirmed: true, block_height: 840_000, block_hash: '00'.repeat(32), block_time: 1_713_571_767 },
          value: 200_000,
        },
        { txid: TXID.replace('f', 'e'), vout: 0, status: { confirmed: false }, value: 5_000 },
      ])
    }
    if (url === '/api/fee-estimates') return json({ '1': 21.5, '2': 20, '3': 18.2, '6': 12, '144': 3.1, '1008': 1 })
    if (url === `/api/tx/${TXID}/status`) return json({ confirmed: true, block_height: 840_001, block_hash: 'x' })
    if (url.startsWith('/api/tx/') && url.endsWith('/status')) return res.writeHead(404).end('Transaction not found')
    if (url === '/api/tx' && req.method === 'POST') {
      let body = ''
      req.on('data', (d) => {
        body += d
      })
      req.on('end', () => {
        if (body === RAW) return void res.writeHead(200, { 'content-type': 'text/plain' }).end(TXID)
        res
          .writeHead(400, { 'content-type': 'text/plain' })
          .end('sendrawtransaction RPC error: {"code":-26,"message":"min relay fee not met, 100 < 141"}')
      })
      return
    }
    res.writeHead(404).end()
  })
  return {
    requests,
    start: () =>
      new Promise<string>((r) =>
        server.listen(0, '127.0.0.1', () => r(`http://127.0.0.1:${(server.address() as { port: number }).port}`)),
      ),
    stop: () => new Promise<void>((r) => server.close(() => r())),
  }
}

const esplora = startEsplora()
let server: RunningServer
async function serve(env: Record<string, string>) {
  return startServer(
    {
      ...loadConfig({ PORT: '0', DATABASE_URL: 'memory', ...env }),
      masterKeyFile: undefined,
      indexer: { enabled: false, confirmations: undefined, pollMs: 1000, startBlocks: {} },
    },
    silentLog,
  )
}
beforeAll(async () => {
  const url = await esplora.start()
  server = await serve({
    BITCOIN_BACKENDS: JSON.stringify({
      [MAINNET]: { kind: 'esplora', url: `${url}/api` },
      // signet's id, pointed at the never-answering path: the timeout case
      'bip122:00000008819873e925422c1ff0f99f7c': { kind: 'esplora', url: `${url}/slow` },
    }),
    RPC_TIMEOUT_MS: '300',
  })
}, 60_000)
afterAll(async () => {
  await server?.close()
  await esplora.stop()
})

const api = (chain: string, path: string, init?: RequestInit) =>
  fetch(`${server.url}/v1/bitcoin/${encodeURIComponent(chain)}${path}?projectId=local`, init)

describe('/v1/bitcoin on an Esplora upstream (a loopback stand-in for mempool.space)', () => {
  it('re-shapes address, UTXOs, fee estimates and status to the documented fields', async () => {
    expect(await (await api(MAINNET, `/address/${ADDRESS}`)).json()).toEqual({
      address: ADDRESS,
      chain_stats: { funded_txo_sum: 300_000, spent_txo_sum: 100_000, tx_count: 3 },
      mempool_stats: { funded_txo_sum: 5_000, spent_txo_sum: 0, tx_count: 1 },
    })
    expect(await (await api(MAINNET, `/address/${ADDRESS}/utxo`)).json()).toEqual([
      { txid: TXID, vout: 1, value: 200_000, status: { confirmed: true, block_height: 840_000 } },
      { txid: TXID.replace('f', 'e'), vout: 0, value: 5_000, status: { confirmed: false } },
    ])
    expect(await (await api(MAINNET, '/fee-estimates')).json()).toEqual({ '1': 21.5, '3': 18.2, '6': 12, '144': 3.1 })
    expect(await (await api(MAINNET, `/tx/${TXID}/status`)).json()).toEqual({ confirmed: true, block_height: 840_001 })
    expect((await api(MAINNET, `/tx/${'0'.repeat(64)}/status`)).status).toBe(404)
    const balance = await fetch(`${server.url}/v1/account/${ADDRESS}/balance?chainId=${MAINNET}&projectId=local`)
    const { balances } = (await balance.json()) as { balances: { symbol: string; quantity: unknown }[] }
    expect(balances).toMatchObject([{ symbol: 'BTC', quantity: { decimals: '8', numeric: '0.00205' } }])
  })

  it('broadcasts (text txid) and passes a refusal on as 400 with the node message', async () => {
    const ok = await api(MAINNET, '/tx', { method: 'POST', body: RAW })
    expect(ok.status).toBe(200)
    expect(await ok.text()).toBe(TXID)
    const refused = await api(MAINNET, '/tx', { method: 'POST', body: `${RAW}00` })
    expect(refused.status).toBe(400)
    expect(await refused.json()).toEqual({
      code: 'BAD_REQUEST',
      message: 'Transaction rejected: min relay fee not met, 100 < 141',
    })
  })

  it('validates chain, address and txid before the upstream is called (400, upstream never asked)', async () => {
    const before = esplora.requests.length
    const cases: [string, string, RequestInit?][] = [
      [MAINNET, '/address/bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw'], // regtest address on mainnet
      [MAINNET, '/address/bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdp'], // checksum typo
      [MAINNET, `/address/${TAPROOT.replace('p5', 'p6')}/utxo`],
      [MAINNET, '/address/..%2F..%2Fadmin'],
      [MAINNET, '/address/1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb'], // base58 checksum
      [MAINNET, '/tx/not-a-txid/status'],
      [MAINNET, '/tx', { method: 'POST', body: 'zz'.repeat(100) }],
      [MAINNET, '/tx', { method: 'POST', body: '' }],
      ['bip122:000000000933ea01ad0ee984209779ba', '/fee-estimates'], // not served
      ['eip155:1', '/fee-estimates'],
    ]
    for (const [chain, path, init] of cases) {
      const res = await api(chain, path, init)
      expect(res.status, path).toBe(400)
      expect(((await res.json()) as { code: string }).code, path).toBe('BAD_REQUEST')
    }
    expect(esplora.requests.slice(before)).toEqual([])
    // valid ones of every kind pass: P2TR and base58 P2PKH
    expect((await api(MAINNET, `/address/${TAPROOT}`)).status).not.toBe(400)
    expect((await api(MAINNET, '/address/1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).status).not.toBe(400)
  })

  it('refuses a huge POST /tx with 413 before reading it', async () => {
    const before = esplora.requests.length
    const res = await api(MAINNET, '/tx', { method: 'POST', body: 'ab'.repeat(1_000_000) })
    expect(res.status).toBe(413)
    expect(((await res.json()) as { code: string }).code).toBe('PAYLOAD_TOO_LARGE')
    const justOver = await api(MAINNET, '/tx', { method: 'POST', body: 'ab'.repeat(30_001) })
    expect(justOver.status).toBe(413)
    expect(esplora.requests.slice(before)).toEqual([])
  })

  it('answers 502 when the upstream does not answer in time', async () => {
    const t0 = performance.now()
    const res = await api(
      'bip122:00000008819873e925422c1ff0f99f7c',
      `/address/tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx/utxo`,
    )
    expect(res.status).toBe(502)
    expect(((await res.json()) as { message: string }).message).toBe('the Bitcoin backend is no answer within 300 ms')
    expect(performance.now() - t0).toBeLessThan(5_000)
  })
})

describe('/v1/bitcoin per-IP rate limit', () => {
  it('answers 429 past BITCOIN_PER_IP_PER_MINUTE', async () => {
    // bad addresses: refused before any upstream, so none is needed
    const limited = await serve({
      BITCOIN_BACKENDS: JSON.stringify({ [MAINNET]: { kind: 'esplora', url: 'http://127.0.0.1:1' } }),
      BITCOIN_PER_IP_PER_MINUTE: '5',
    })
    try {
      const statuses: number[] = []
      for (let i = 0; i < 7; i++) {
        statuses.push((await fetch(`${limited.url}/v1/bitcoin/${MAINNET}/address/bad?projectId=local`)).status)
      }
      expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429])
    } finally {
      await limited.close()
    }
  })
})

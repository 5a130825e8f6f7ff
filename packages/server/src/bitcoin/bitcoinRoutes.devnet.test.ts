import { devnetBitcoinBackends, devnetPriceTable } from '@gangway/devnet/serverConfig'
import { sharedTestBitcoin } from '@gangway/devnet/sharedBitcoin'
import { hex } from '@scure/base'
import { p2wpkh, Transaction } from '@scure/btc-signer'
import { pubECDSA, randomPrivateKeyBytes } from '@scure/btc-signer/utils.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../config/loadConfig.ts'
import { silentLog } from '../log.ts'
import { type RunningServer, startServer } from '../startServer.ts'

const CHAIN = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
const REGTEST = { bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef }

let node: Awaited<ReturnType<typeof sharedTestBitcoin>>
let server: RunningServer
beforeAll(async () => {
  node = await sharedTestBitcoin()
  server = await startServer(
    {
      ...loadConfig({
        PORT: '0',
        DATABASE_URL: 'memory',
        BITCOIN_BACKENDS: JSON.stringify(devnetBitcoinBackends(node.rpcUrl)),
        PRICE_TABLE: JSON.stringify(devnetPriceTable()),
      }),
      masterKeyFile: undefined,
      indexer: { enabled: false, confirmations: undefined, pollMs: 1000, startBlocks: {} },
    },
    silentLog,
  )
}, 60_000)
afterAll(async () => {
  await server?.close()
  await node?.stop()
})

const api = (path: string, init?: RequestInit) =>
  fetch(
    `${server.url}/v1/bitcoin/${encodeURIComponent(CHAIN)}${path}${path.includes('?') ? '&' : '?'}projectId=local`,
    init,
  )

/** A fresh P2WPKH key (the shared node: no dev account is spent here), funded by the node's faucet. */
async function fundedKey(btc: number) {
  const privateKey = randomPrivateKeyBytes()
  const address = p2wpkh(pubECDSA(privateKey), REGTEST).address as string
  const res = await fetch(node.rpcUrl, {
    method: 'POST',
    body: JSON.stringify({ method: 'sendtoaddress', params: [address, btc], id: 1 }),
  })
  const { result } = (await res.json()) as { result: string }
  return { privateKey, address, fundingTxid: result }
}

type Utxo = { txid: string; vout: number; value: number; status: { confirmed: boolean; block_height?: number } }

async function spend(from: { privateKey: Uint8Array; address: string }, to: string, amount: bigint, fee = 500n) {
  const [coin] = (await (await api(`/address/${from.address}/utxo`)).json()) as Utxo[]
  if (!coin) throw new Error('no coin')
  const tx = new Transaction()
  tx.addInput({
    txid: coin.txid,
    index: coin.vout,
    witnessUtxo: { script: p2wpkh(pubECDSA(from.privateKey), REGTEST).script, amount: BigInt(coin.value) },
  })
  tx.addOutputAddress(to, amount, REGTEST)
  tx.addOutputAddress(from.address, BigInt(coin.value) - amount - fee, REGTEST)
  tx.sign(from.privateKey)
  tx.finalize()
  return tx
}

describe('/v1/bitcoin on the devnet bcoin node', () => {
  it('answers an address funded in the mempool, then confirmed: Esplora stats, UTXOs and the BTC balance', async () => {
    const key = await fundedKey(1.25)
    const pending = (await (await api(`/address/${key.address}`)).json()) as Record<string, unknown>
    expect(pending).toEqual({
      address: key.address,
      chain_stats: { funded_txo_sum: 0, spent_txo_sum: 0, tx_count: 0 },
      mempool_stats: { funded_txo_sum: 125_000_000, spent_txo_sum: 0, tx_count: 1 },
    })
    expect(await (await api(`/address/${key.address}/utxo`)).json()).toEqual([
      { txid: key.fundingTxid, vout: 0, value: 125_000_000, status: { confirmed: false } },
    ])
    const [hash] = await node.mine(1)
    const height = (
      (await (
        await fetch(node.rpcUrl, {
          method: 'POST',
          body: JSON.stringify({ method: 'getblock', params: [hash], id: 1 }),
        })
      ).json()) as { result: { height: number } }
    ).result.height
    const [utxo] = (await (await api(`/address/${key.address}/utxo`)).json()) as Utxo[]
    expect(utxo?.status).toEqual({ confirmed: true, block_height: height })
    const balance = await fetch(`${server.url}/v1/account/${key.address}/balance?chainId=${CHAIN}&projectId=local`)
    expect(await balance.json()).toEqual({
      balances: [
        {
          name: 'Bitcoin',
          symbol: 'BTC',
          chainId: CHAIN,
          value: 75_000,
          price: 60_000,
          quantity: { decimals: '8', numeric: '1.25' },
          iconUrl: '/public/getCurrencyImage/BTC',
        },
      ],
    })
    expect(await (await api('/fee-estimates')).json()).toEqual({ '1': 4, '3': 3, '6': 2, '144': 1 })
  })

  it('broadcasts a signed transaction (POST /tx → txid), whose status turns confirmed after a block', async () => {
    const from = await fundedKey(0.5)
    const to = await fundedKey(0.01)
    const balanceOf = async (address: string, extra = '') => {
      const res = await fetch(`${server.url}/v1/account/${address}/balance?chainId=${CHAIN}&projectId=local${extra}`)
      return ((await res.json()) as { balances: { quantity: { numeric: string } }[] }).balances[0]?.quantity.numeric
    }
    expect(await balanceOf(to.address)).toBe('0.01')
    const tx = await spend(from, to.address, 20_000_000n)
    const sent = await api('/tx', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: tx.hex })
    expect(sent.status, await sent.clone().text()).toBe(200)
    expect(await sent.text()).toBe(tx.id)
    expect(await (await api(`/tx/${tx.id}/status`)).json()).toEqual({ confirmed: false })
    await node.mine(1)
    expect(await (await api(`/tx/${tx.id}/status`)).json()).toMatchObject({ confirmed: true })
    const stats = (await (await api(`/address/${from.address}`)).json()) as {
      chain_stats: { funded_txo_sum: number; spent_txo_sum: number; tx_count: number }
    }
    expect(stats.chain_stats).toEqual({
      funded_txo_sum: 50_000_000 + 29_999_500,
      spent_txo_sum: 50_000_000,
      tx_count: 2,
    })
    // balances are cached (BALANCE_CACHE_MS, 30 s) unless forceUpdate, as on EVM chains
    expect(await balanceOf(to.address)).toBe('0.01')
    expect(await balanceOf(to.address, '&forceUpdate=true')).toBe('0.21')
    const unknown = await api(`/tx/${'ab'.repeat(32)}/status`)
    expect(unknown.status).toBe(404)
  })

  it("refuses a badly signed transaction with 400 and the node's reason", async () => {
    const from = await fundedKey(0.3)
    const tx = await spend(from, from.address, 1_000_000n)
    const signature = hex.encode(tx.getInput(0).finalScriptWitness?.[0] ?? new Uint8Array())
    const at = signature.length - 4
    const bad = tx.hex.replace(
      signature,
      `${signature.slice(0, at)}${signature.slice(at, at + 2) === '01' ? '02' : '01'}${signature.slice(at + 2)}`,
    )
    const res = await api('/tx', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: bad })
    expect(res.status).toBe(400)
    const body = (await res.json()) as { code: string; message: string }
    expect(body.code).toBe('BAD_REQUEST')
    expect(body.message).toMatch(/^Transaction rejected: (non-)?mandatory-script-verify-flag/)
    expect(await (await api(`/tx/${tx.id}/status`)).json()).toMatchObject({ code: 'NOT_FOUND' })
  })
})

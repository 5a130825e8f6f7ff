import { bitcoinDevAccount } from '@gangway/devnet/bitcoinDevAccounts'
import { devnetBitcoinBackends } from '@gangway/devnet/serverConfig'
import { sharedTestBitcoin } from '@gangway/devnet/sharedBitcoin'
import { spawnTestServer, type TestServer } from '@gangway/server/testing'
import { base64 } from '@scure/base'
import { Transaction } from '@scure/btc-signer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApprovalRequest } from '../ApprovalRequest.ts'
import { REGTEST } from './bitcoinWalletKeys.ts'
import {
  BITCOIN_REGTEST_CAIP_NETWORK_ID,
  type BitcoinDevWallet,
  createBitcoinDevWallet,
} from './createBitcoinDevWallet.ts'

type Utxo = { txid: string; vout: number; value: number; status: { confirmed: boolean; block_height?: number } }
type Node = Awaited<ReturnType<typeof sharedTestBitcoin>>

let node: Node
let server: TestServer
beforeAll(async () => {
  node = await sharedTestBitcoin()
  server = await spawnTestServer({ BITCOIN_BACKENDS: JSON.stringify(devnetBitcoinBackends(node.rpcUrl)) })
}, 90_000)
afterAll(async () => {
  await server?.close()
  await node?.stop()
})

const api = async <T>(path: string): Promise<T> => {
  const res = await fetch(
    `${server.url}/v1/bitcoin/${encodeURIComponent(BITCOIN_REGTEST_CAIP_NETWORK_ID)}${path}?projectId=local`,
  )
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`)
  return (await res.json()) as T
}
const rpc = async (method: string, params: unknown[]) => {
  const res = await fetch(node.rpcUrl, { method: 'POST', body: JSON.stringify({ method, params, id: 1 }) })
  const body = (await res.json()) as { result: unknown; error: { message: string } | null }
  if (body.error) throw new Error(`${method}: ${body.error.message}`)
  return body.result
}

/** A devnet-mnemonic account far from the funded 0–4 and the miner (9), not used by any other test. */
const freshAccount = () => bitcoinDevAccount(1000 + Math.floor(Math.random() * 1_000_000))

/**
 * A wallet on a fresh account (a random index: the node is shared, dev accounts 0–4 are left alone) whose
 * payment address the node's faucet funded with `btc`, confirmed; its prompt approves unless told otherwise.
 */
async function fundedWallet(btc: number) {
  const account = freshAccount()
  await rpc('sendtoaddress', [account.payment.address, btc])
  await node.mine(1)
  const asked: ApprovalRequest[] = []
  let answer = true
  const wallet = createBitcoinDevWallet({
    approve: async (request) => {
      asked.push(request)
      return answer
    },
    origin: 'http://localhost:5173',
    account,
    apiUrl: server.url,
    projectId: 'local',
    nodeRpcUrl: node.rpcUrl,
  })
  const connected = await wallet.provider.request('wallet_connect')
  if (!('result' in connected)) throw new Error(connected.error.message)
  return { wallet, account, asked, reject: () => (answer = false) }
}
async function result<T>(wallet: BitcoinDevWallet, method: string, params?: unknown): Promise<T> {
  const res = await wallet.provider.request(method, params)
  if (!('result' in res)) throw new Error(`${method}: ${res.error.code} ${res.error.message}`)
  return res.result as T
}

describe('the Bitcoin dev wallet on the regtest node (through the Gangway server)', () => {
  it('sendTransfer builds, signs and broadcasts; mined, it is confirmed and the balances moved', async () => {
    const { wallet, account, asked } = await fundedWallet(1)
    expect(await result(wallet, 'getBalance')).toEqual({ confirmed: '100000000', unconfirmed: '0', total: '100000000' })
    const recipient = freshAccount().payment.address
    const { txid } = await result<{ txid: string }>(wallet, 'sendTransfer', {
      recipients: [{ address: recipient, amount: 20_000_000 }],
    })
    expect(txid).toMatch(/^[0-9a-f]{64}$/)
    const prompt = asked.at(-1)
    expect(prompt).toMatchObject({
      kind: 'bitcoinSendTransfer',
      from: account.payment.address,
      feeRate: expect.any(Number),
    })
    const fee = (prompt as { transaction: { fee: bigint } }).transaction.fee
    expect(fee).toBeGreaterThan(0n)
    expect(await api(`/tx/${txid}/status`)).toMatchObject({ confirmed: false })
    const blocks = await wallet.mine(1)
    expect(blocks).toHaveLength(1)
    expect(await api(`/tx/${txid}/status`)).toMatchObject({ confirmed: true, block_height: expect.any(Number) })
    expect(await api<Utxo[]>(`/address/${recipient}/utxo`)).toEqual([
      expect.objectContaining({ txid, value: 20_000_000, status: expect.objectContaining({ confirmed: true }) }),
    ])
    const left = 100_000_000n - 20_000_000n - fee
    expect(await result(wallet, 'getBalance')).toEqual({ confirmed: `${left}`, unconfirmed: '0', total: `${left}` })
  }, 60_000)

  it('signPsbt with broadcast signs the dapp’s PSBT and sends it: mined, the recipient holds the output', async () => {
    const { wallet, account } = await fundedWallet(0.5)
    const [coin] = await api<Utxo[]>(`/address/${account.payment.address}/utxo`)
    if (!coin) throw new Error('no coin')
    // what a dapp builds: the payment UTXO → 0.1 BTC to another address, the rest back minus 1 000 sats (a P2WPKH
    // recipient: bcoin's address index does not list taproot outputs, so the ordinals address cannot be read back)
    const recipient = freshAccount().payment.address
    const tx = new Transaction()
    tx.addInput({
      txid: coin.txid,
      index: coin.vout,
      witnessUtxo: { script: scriptOf(account.payment.address), amount: BigInt(coin.value) },
    })
    tx.addOutputAddress(recipient, 10_000_000n, REGTEST)
    tx.addOutputAddress(account.payment.address, BigInt(coin.value) - 10_000_000n - 1_000n, REGTEST)
    const signed = await result<{ psbt: string; txid: string }>(wallet, 'signPsbt', {
      psbt: base64.encode(tx.toPSBT()),
      signInputs: { [account.payment.address]: [0] },
      broadcast: true,
    })
    expect(Transaction.fromPSBT(base64.decode(signed.psbt)).id).toBe(signed.txid)
    await wallet.mine(1)
    expect(await api(`/tx/${signed.txid}/status`)).toMatchObject({ confirmed: true })
    expect(await api<Utxo[]>(`/address/${recipient}/utxo`)).toEqual([
      expect.objectContaining({ txid: signed.txid, vout: 0, value: 10_000_000 }),
    ])
    // the same coin again: the node refuses the double spend, and the wallet says why
    const again = await wallet.provider.request('signPsbt', {
      psbt: base64.encode(tx.toPSBT()),
      signInputs: { [account.payment.address]: [0] },
      broadcast: true,
    })
    expect(again).toMatchObject({ error: { code: -32603, message: expect.stringContaining('POST /tx answered 400') } })
  }, 60_000)

  it('a rejected transfer answers USER_REJECTION and sends nothing', async () => {
    const { wallet, account, reject } = await fundedWallet(0.2)
    reject()
    const recipient = freshAccount().payment.address
    const res = await wallet.provider.request('sendTransfer', {
      recipients: [{ address: recipient, amount: 1_000_000 }],
    })
    expect(res).toMatchObject({ error: { code: -32000 } })
    await wallet.mine(1)
    expect(await api<Utxo[]>(`/address/${recipient}/utxo`)).toEqual([])
    expect(await result(wallet, 'getBalance')).toMatchObject({ confirmed: '20000000' })
    // more than there is: a clear -32602 before anything is asked
    const tooMuch = await wallet.provider.request('sendTransfer', {
      recipients: [{ address: account.ordinal.address, amount: 30_000_000 }],
    })
    expect(tooMuch).toMatchObject({ error: { code: -32602, message: expect.stringContaining('insufficient balance') } })
  }, 60_000)
})

function scriptOf(address: string): Uint8Array {
  const probe = new Transaction()
  probe.addOutputAddress(address, 1000n, REGTEST)
  return probe.getOutput(0).script as Uint8Array
}

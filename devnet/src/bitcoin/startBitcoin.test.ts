import { hex } from '@scure/base'
import { Transaction, WIF } from '@scure/btc-signer'
import { Signer, Verifier } from 'bip322-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../freePort.ts'
import { BITCOIN_REGTEST_NETWORK, bitcoinDevAccount } from './bitcoinDevAccounts.ts'
import { type BitcoinNode, startBitcoin } from './startBitcoin.ts'

type Utxo = { hash: string; index: number; value: number; script: string; height: number }

// a private node: these tests check what a fresh start gives (the funded dev accounts) and spend account 0
let node: BitcoinNode
let startMs = 0
beforeAll(async () => {
  const t0 = performance.now()
  node = await startBitcoin({ port: await freePort() })
  startMs = performance.now() - t0
})
afterAll(() => node?.stop())

async function rpc(
  method: string,
  params: unknown[] = [],
): Promise<{ result: unknown; error: null | { code: number; message: string } }> {
  const res = await fetch(node.rpcUrl, { method: 'POST', body: JSON.stringify({ method, params, id: 1 }) })
  return (await res.json()) as { result: unknown; error: null | { code: number; message: string } }
}
async function utxos(address: string): Promise<Utxo[]> {
  const res = await fetch(`${node.rpcUrl}/coin/address/${address}`)
  if (!res.ok) throw new Error(`bcoin: ${res.status} ${await res.text()}`)
  return (await res.json()) as Utxo[]
}
const balance = async (address: string) => (await utxos(address)).reduce((sum, u) => sum + u.value, 0)

/** A PSBT spending `from`'s first UTXO: `amount` to `to`, the rest back minus `fee` (what a dapp builds). */
async function unsignedPsbt(from: string, to: string, amount: bigint, fee: bigint): Promise<Uint8Array> {
  const [coin] = await utxos(from)
  if (!coin) throw new Error(`no coin at ${from}`)
  const tx = new Transaction()
  tx.addInput({
    txid: coin.hash,
    index: coin.index,
    witnessUtxo: { script: hex.decode(coin.script), amount: BigInt(coin.value) },
  })
  tx.addOutputAddress(to, amount, BITCOIN_REGTEST_NETWORK)
  tx.addOutputAddress(from, BigInt(coin.value) - amount - fee, BITCOIN_REGTEST_NETWORK)
  return tx.toPSBT()
}

describe('startBitcoin (bcoin regtest)', () => {
  it('starts with Bitcoin Core regtest prefixes, segwit, and dev accounts 0–4 holding 50 BTC each (matured)', async () => {
    console.log(`startBitcoin: ${Math.round(startMs)} ms`)
    expect((await rpc('getblockcount')).result).toBe(105)
    expect(((await rpc('getblockhash', [0])).result as string).startsWith('0f9188f13cb7b2c71f2a335e3a4fc328')).toBe(
      true,
    )
    for (const index of [0, 4]) {
      const [coin, ...rest] = await utxos(bitcoinDevAccount(index).payment.address)
      expect(rest).toEqual([])
      expect(coin).toMatchObject({ value: 50 * 1e8, height: index + 1 })
    }
    expect(await balance(bitcoinDevAccount(5).payment.address)).toBe(0)
  })

  it('sends a PSBT from dev account 0 to another address: signed, broadcast, confirmed after mining, balances changed', async () => {
    const from = bitcoinDevAccount(0).payment
    const to = bitcoinDevAccount(5).payment.address
    const before = await balance(from.address)
    const psbt = await unsignedPsbt(from.address, to, 150_000_000n, 1_000n)
    // the wallet's side: load the PSBT, sign its inputs, finalize, extract
    const signed = Transaction.fromPSBT(psbt)
    expect(signed.sign(from.privateKey)).toBe(1)
    signed.finalize()
    const sent = await rpc('sendrawtransaction', [signed.hex])
    expect(sent.error).toBeNull()
    expect(sent.result).toBe(signed.id)
    expect(await balance(to)).toBe(150_000_000) // in the mempool, indexed by address
    const [blockHash] = await node.mine(1)
    const block = (await rpc('getblock', [blockHash])).result as { tx: string[] }
    expect(block.tx).toContain(signed.id)
    const [confirmed] = await utxos(to)
    expect(confirmed).toMatchObject({ hash: signed.id, height: 106, value: 150_000_000 })
    expect(await balance(from.address)).toBe(before - 150_000_000 - 1_000)
  })

  it('rejects a badly signed transaction with the reason, and keeps it out of the mempool', async () => {
    const from = bitcoinDevAccount(2).payment
    const tx = Transaction.fromPSBT(
      await unsignedPsbt(from.address, bitcoinDevAccount(3).payment.address, 1_000n * 1000n, 500n),
    )
    // another spend of the same coin, for later
    const conflict = Transaction.fromPSBT(await unsignedPsbt(from.address, from.address, 2_000n, 700n))
    tx.sign(from.privateKey)
    tx.finalize()
    const raw = tx.hex
    // the signature (DER, in the first witness item) with one byte of s changed
    const signature = tx.getInput(0).finalScriptWitness?.[0]
    if (!signature) throw new Error('no witness')
    const sigHex = hex.encode(signature)
    // the last byte of s (before the sighash byte): still a well-formed low-S signature, just not a valid one
    const at = sigHex.length - 4
    const bad = `${sigHex.slice(0, at)}${sigHex.slice(at, at + 2) === '01' ? '02' : '01'}${sigHex.slice(at + 2)}`
    const tampered = raw.replace(sigHex, bad)
    expect(tampered).not.toBe(raw)
    const rejected = await rpc('sendrawtransaction', [tampered])
    expect(rejected.result).toBeNull()
    expect(rejected.error).toMatchObject({ code: -26 })
    // bcoin's reason: witness checks are not among its "mandatory" flags, so it says non-mandatory-…
    expect(rejected.error?.message).toMatch(/^(non-)?mandatory-script-verify-flag/)
    expect((await rpc('getrawmempool')).result).toEqual([])
    // signed by the wrong key
    const wrong = Transaction.fromPSBT(await unsignedPsbt(from.address, from.address, 1_000n, 500n))
    expect(() => wrong.sign(bitcoinDevAccount(3).payment.privateKey)).toThrow()
    expect((await rpc('sendrawtransaction', ['0011'])).error).toMatchObject({ code: -22 })
    // the genuine one is accepted; then a second spend of the same coin is refused
    expect((await rpc('sendrawtransaction', [raw])).result).toBe(tx.id)
    conflict.sign(from.privateKey)
    conflict.finalize()
    const doubleSpend = await rpc('sendrawtransaction', [conflict.hex])
    expect(doubleSpend.result).toBeNull()
    expect(doubleSpend.error?.message).toMatch(/spent|missing/)
  })

  it('funds any address from the miner account with sendtoaddress, one payment at a time', async () => {
    const to = bitcoinDevAccount(7).payment.address
    const sent = await Promise.all([rpc('sendtoaddress', [to, 0.5]), rpc('sendtoaddress', [to, 0.25])])
    expect(sent.map((s) => s.error)).toEqual([null, null])
    expect(await balance(to)).toBe(75_000_000)
    expect((await rpc('sendtoaddress', ['bc1qnotregtest', 1])).error).toMatchObject({ code: -5 })
  })

  it('signs and verifies a BIP-322 message for a P2WPKH address (bip322-js)', () => {
    const { address, privateKey } = bitcoinDevAccount(0).payment
    const wif = WIF(BITCOIN_REGTEST_NETWORK).encode(privateKey)
    const signature = Signer.sign(wif, address, 'Sign in to Gangway')
    expect(Verifier.verifySignature(address, 'Sign in to Gangway', signature)).toBe(true)
    expect(Verifier.verifySignature(address, 'Sign in to Gangway!', signature)).toBe(false)
    expect(Verifier.verifySignature(bitcoinDevAccount(1).payment.address, 'Sign in to Gangway', signature)).toBe(false)
  })
})

import { AdapterError as BitcoinAdapterError } from '@gangway/core'
import { bitcoinDevAccount } from '@gangway/devnet/bitcoinDevAccounts'
import { base64 } from '@scure/base'
import { Transaction } from '@scure/btc-signer'
import { describe, expect, it } from 'vitest'
import type { Utxo } from './BitcoinApi.ts'
import { bitcoinChainOf } from './bitcoinChains.ts'
import { buildTransferPsbt, finalizeSignedPsbt } from './buildTransferPsbt.ts'

const REGTEST = bitcoinChainOf({ caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328' }).params
const sender = bitcoinDevAccount(0)
const receiver = bitcoinDevAccount(1)
const utxo = (n: number, value: number, confirmed = true): Utxo => ({
  txid: n.toString(16).padStart(64, '0'),
  vout: n % 3,
  value,
  status: { confirmed },
})

/** Signs every input with the payment key, as a wallet would, and finalizes. */
function signAsWallet(psbt: string, key: Uint8Array): { hex: string; txid: string; tx: Transaction } {
  const tx = Transaction.fromPSBT(base64.decode(psbt))
  for (let i = 0; i < tx.inputsLength; i++) tx.signIdx(key, i)
  const signed = base64.encode(tx.toPSBT())
  const final = finalizeSignedPsbt(signed)
  return { ...final, tx: Transaction.fromRaw(Buffer.from(final.hex, 'hex')) }
}

describe('buildTransferPsbt', () => {
  it('pays the receiver, returns change to the sender, and its fee matches the signed size at the fee rate', () => {
    const built = buildTransferPsbt({
      chain: REGTEST,
      from: sender.payment.address,
      publicKey: sender.payment.publicKey,
      to: receiver.payment.address,
      amount: 150_000_000n,
      feeRate: 5,
      utxos: [utxo(1, 100_000_000), utxo(2, 100_000_000), utxo(3, 20_000)],
    })
    expect(built.inputs.map((i) => i.value)).toEqual([100_000_000, 100_000_000])
    expect(built.signInputs).toEqual([0, 1])
    const { tx } = signAsWallet(built.psbt, sender.payment.privateKey)
    expect(tx.outputsLength).toBe(2)
    expect(tx.getOutput(0).amount).toBe(150_000_000n)
    expect(tx.getOutput(1).amount).toBe(built.change)
    expect(200_000_000n - 150_000_000n - built.change).toBe(built.fee)
    // the estimate is never below the real size, and at most a few vbytes above it
    expect(built.vbytes).toBeGreaterThanOrEqual(tx.vsize)
    expect(built.vbytes - tx.vsize).toBeLessThanOrEqual(3)
    expect(built.fee).toBe(BigInt(Math.ceil(built.vbytes * 5)))
  })

  it('leaves change below dust to the fee, spends confirmed coins first, and refuses what it cannot cover', () => {
    const noChange = buildTransferPsbt({
      chain: REGTEST,
      from: sender.payment.address,
      to: receiver.ordinal.address,
      amount: 99_800n,
      feeRate: 1,
      utxos: [utxo(4, 100_000, false), utxo(5, 100_000)],
    })
    expect(noChange.inputs.map((i) => i.status.confirmed)).toEqual([true])
    expect(noChange.change).toBe(0n)
    expect(noChange.fee).toBe(200n)
    const { tx } = signAsWallet(noChange.psbt, sender.payment.privateKey)
    expect(tx.outputsLength).toBe(1)

    const build = (amount: bigint, to = receiver.payment.address) =>
      buildTransferPsbt({
        chain: REGTEST,
        from: sender.payment.address,
        to,
        amount,
        feeRate: 1,
        utxos: [utxo(6, 10_000)],
      })
    expect(() => build(10_000n)).toThrow('Insufficient funds')
    expect(() => build(100n)).toThrow(/dust/)
    expect(() => build(1000n, 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toThrow(BitcoinAdapterError)
  })

  it('a PSBT the wallet did not sign is refused before anything is broadcast', () => {
    const built = buildTransferPsbt({
      chain: REGTEST,
      from: sender.payment.address,
      to: receiver.payment.address,
      amount: 5000n,
      feeRate: 2,
      utxos: [utxo(7, 100_000)],
    })
    expect(() => finalizeSignedPsbt(built.psbt)).toThrow(/not fully signed/)
    expect(() => finalizeSignedPsbt('not a psbt')).toThrow(/does not parse/)
  })
})

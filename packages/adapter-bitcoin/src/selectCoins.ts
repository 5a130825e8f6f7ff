import { AdapterError } from '@gangway/core'
import type { Utxo } from './BitcoinApi.ts'

/** A transaction's version, counts, locktime and segwit marker, in vbytes (10.5 rounded up). */
export const TX_OVERHEAD_VBYTES = 11
/** The smallest change output kept: below it, the remainder goes to the fee (Bitcoin Core's dust for P2PKH). */
export const DUST_SATS = 546n

export type CoinSelectionParams = {
  utxos: readonly Utxo[]
  /** Sats to the receiver. */
  amount: bigint
  /** sat/vB. */
  feeRate: number
  /** vbytes one input of the sender's address type adds (P2WPKH 68, P2TR 58, P2SH-P2WPKH 91). */
  inputVbytes: number
  /** vbytes of the receiver's output. */
  outputVbytes: number
  /** vbytes of a change output back to the sender. */
  changeVbytes: number
}

export type CoinSelection = { inputs: Utxo[]; fee: bigint; change: bigint; vbytes: number }

const feeFor = (vbytes: number, feeRate: number) => BigInt(Math.ceil(vbytes * feeRate))

/**
 * Picks the sender's coins for one payment: confirmed coins first, largest first (fewest inputs, smallest fee),
 * unconfirmed ones only when the confirmed do not cover it. Change below dust is left to the fee. Throws
 * INVALID_TRANSFER ('Insufficient funds') when all the coins do not cover amount + fee.
 */
export function selectCoins(params: CoinSelectionParams): CoinSelection {
  const { amount, feeRate, inputVbytes, outputVbytes, changeVbytes } = params
  if (amount <= 0n) throw new AdapterError('INVALID_TRANSFER', 'Invalid amount')
  if (amount < DUST_SATS) {
    throw new AdapterError('INVALID_TRANSFER', `The amount is below the dust limit (${DUST_SATS} sats)`)
  }
  if (!(Number.isFinite(feeRate) && feeRate > 0)) {
    throw new AdapterError('INVALID_TRANSFER', `Invalid fee rate: ${feeRate}`)
  }
  const byValue = (a: Utxo, b: Utxo) => b.value - a.value
  const ordered = [
    ...params.utxos.filter((u) => u.status.confirmed).sort(byValue),
    ...params.utxos.filter((u) => !u.status.confirmed).sort(byValue),
  ]
  const inputs: Utxo[] = []
  let total = 0n
  for (const utxo of ordered) {
    inputs.push(utxo)
    total += BigInt(utxo.value)
    const base = TX_OVERHEAD_VBYTES + inputs.length * inputVbytes + outputVbytes
    const withChange = base + changeVbytes
    const feeWithChange = feeFor(withChange, feeRate)
    const change = total - amount - feeWithChange
    if (change >= DUST_SATS) return { inputs, fee: feeWithChange, change, vbytes: withChange }
    const feeAlone = feeFor(base, feeRate)
    if (total - amount >= feeAlone) return { inputs, fee: total - amount, change: 0n, vbytes: base }
  }
  throw new AdapterError('INVALID_TRANSFER', 'Insufficient funds')
}

import { hex } from '@scure/base'
import type { Transaction } from '@scure/btc-signer'
import { regtestAddressOf } from './bitcoinWalletKeys.ts'

/** What the approval prompt shows of a Bitcoin transaction. */
export type BitcoinTransactionSummary = {
  inputs: { outpoint: string; address?: string | undefined; amount?: bigint | undefined; sign: boolean }[]
  outputs: { to: string; amount: bigint }[]
  /** Inputs minus outputs, when every input's amount is known. */
  fee?: bigint | undefined
}

/** The inputs (with the ones the wallet signs marked), outputs and fee of a PSBT's transaction. */
export function summarizeBitcoinTransaction(tx: Transaction, signing: ReadonlySet<number>): BitcoinTransactionSummary {
  const inputs: BitcoinTransactionSummary['inputs'] = []
  for (let i = 0; i < tx.inputsLength; i++) {
    const input = tx.getInput(i)
    const prevout = input.witnessUtxo ?? input.nonWitnessUtxo?.outputs[input.index ?? 0]
    inputs.push({
      outpoint: `${input.txid ? hex.encode(input.txid) : '?'}:${input.index}`,
      address: prevout ? (regtestAddressOf(prevout.script) ?? `script ${hex.encode(prevout.script)}`) : undefined,
      amount: prevout?.amount,
      sign: signing.has(i),
    })
  }
  const outputs: BitcoinTransactionSummary['outputs'] = []
  for (let i = 0; i < tx.outputsLength; i++) {
    const output = tx.getOutput(i)
    const script = output.script ?? new Uint8Array()
    outputs.push({ to: regtestAddressOf(script) ?? `script ${hex.encode(script)}`, amount: output.amount ?? 0n })
  }
  const known = inputs.every((input) => input.amount !== undefined)
  const fee = known
    ? inputs.reduce((sum, input) => sum + (input.amount ?? 0n), 0n) - outputs.reduce((sum, o) => sum + o.amount, 0n)
    : undefined
  return { inputs, outputs, fee }
}

/** `0.5 BTC (50000000 sats)`. */
export function formatSats(sats: bigint): string {
  const negative = sats < 0n
  const abs = negative ? -sats : sats
  const btc = `${abs / 100_000_000n}.${(abs % 100_000_000n).toString().padStart(8, '0')}`.replace(/\.?0+$/, '')
  return `${negative ? '-' : ''}${btc} BTC (${sats} sats)`
}

/** The prompt's lines for a transaction summary. */
export function bitcoinTransactionLines(summary: BitcoinTransactionSummary): string[] {
  return [
    ...summary.inputs.map(
      (input, i) =>
        `in ${i}${input.sign ? ' (you sign)' : ''}: ${input.address ?? input.outpoint}${
          input.amount === undefined ? '' : ` ${formatSats(input.amount)}`
        }`,
    ),
    ...summary.outputs.map((output, i) => `out ${i}: ${output.to} ${formatSats(output.amount)}`),
    summary.fee === undefined ? 'Fee: unknown (an input has no amount)' : `Fee: ${formatSats(summary.fee)}`,
  ]
}

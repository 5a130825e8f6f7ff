import { hex } from '@scure/base'
import { Address, selectUTXO, type Transaction } from '@scure/btc-signer'
import { invalidBitcoinParams } from './BitcoinRpcError.ts'
import { REGTEST } from './bitcoinWalletKeys.ts'
import type { EsploraUtxo } from './createBitcoinApi.ts'
import type { BitcoinSigningKey } from './signBitcoinMessage.ts'

const METHOD = 'sendTransfer'
/** Outputs below these are dust (Bitcoin Core's relay policy at 3 sat/vB): P2WPKH 294, P2TR 330, others 546. */
const DUST: Record<string, number> = { wpkh: 294, tr: 330 }
const MAX_RECIPIENTS = 50

export type TransferRecipient = { address: string; amount: bigint }

/** Checks sats-connect's `sendTransfer` recipients: regtest addresses, whole sats above dust. */
export function parseTransferRecipients(params: Record<string, unknown>): TransferRecipient[] {
  const list = params.recipients
  if (!Array.isArray(list) || list.length === 0) {
    throw invalidBitcoinParams(METHOD, 'recipients must be a non-empty array of { address, amount }')
  }
  if (list.length > MAX_RECIPIENTS) throw invalidBitcoinParams(METHOD, `at most ${MAX_RECIPIENTS} recipients`)
  return list.map((entry: unknown, i) => {
    const { address, amount } = (entry ?? {}) as { address?: unknown; amount?: unknown }
    if (typeof address !== 'string') throw invalidBitcoinParams(METHOD, `recipients[${i}].address must be a string`)
    let type: string
    try {
      type = Address(REGTEST).decode(address).type
    } catch (error) {
      throw invalidBitcoinParams(
        METHOD,
        `recipients[${i}].address ${JSON.stringify(address)} is not a regtest address (${(error as Error).message})`,
      )
    }
    if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) {
      throw invalidBitcoinParams(METHOD, `recipients[${i}].amount must be a positive whole number of sats`)
    }
    const dust = DUST[type] ?? 546
    if (amount < dust)
      throw invalidBitcoinParams(METHOD, `recipients[${i}].amount ${amount} is below dust (${dust} sats)`)
    return { address, amount: BigInt(amount) }
  })
}

/**
 * The transfer as an unsigned transaction from the payment key's UTXOs: btc-signer's `selectUTXO` picks inputs
 * and adds change back to the payment address at `feeRate` sat/vB; an insufficient balance is a -32602 error
 * that says how much there is.
 */
export function buildBitcoinTransfer(
  key: BitcoinSigningKey,
  utxos: EsploraUtxo[],
  recipients: TransferRecipient[],
  feeRate: number,
): { tx: Transaction; fee: bigint } {
  const inputs = utxos.map((utxo) => ({
    txid: hex.decode(utxo.txid),
    index: utxo.vout,
    witnessUtxo: { script: key.script, amount: BigInt(utxo.value) },
  }))
  const selected = selectUTXO(inputs, recipients, 'default', {
    changeAddress: key.address,
    feePerByte: BigInt(Math.ceil(feeRate)),
    network: REGTEST,
    createTx: true,
    bip69: false,
  })
  if (!selected?.tx) {
    const available = utxos.reduce((sum, u) => sum + BigInt(u.value), 0n)
    const wanted = recipients.reduce((sum, r) => sum + r.amount, 0n)
    throw invalidBitcoinParams(
      METHOD,
      `insufficient balance: ${available} sats in ${utxos.length} UTXO(s) of ${key.address}, ${wanted} sats plus the fee needed`,
    )
  }
  return { tx: selected.tx, fee: selected.fee ?? 0n }
}

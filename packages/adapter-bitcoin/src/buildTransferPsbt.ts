import { AdapterError } from '@gangway/core'
import { base64, hex } from '@scure/base'
import { Address, OutScript, p2wpkh, Transaction } from '@scure/btc-signer'
import type { Utxo } from './BitcoinApi.ts'
import type { BitcoinChainParams } from './bitcoinChains.ts'
import { type CoinSelection, selectCoins } from './selectCoins.ts'

export type TransferPsbtParams = {
  chain: BitcoinChainParams
  /** The sender's (payment) address: its coins are spent and the change goes back to it. */
  from: string
  /** The sender's public key (hex): needed for P2SH-P2WPKH (redeem script) and P2TR (internal key). */
  publicKey?: string | undefined
  to: string
  /** Sats. */
  amount: bigint
  /** sat/vB. */
  feeRate: number
  utxos: readonly Utxo[]
}

export type TransferPsbt = CoinSelection & {
  /** The unsigned PSBT, base64 (what wallets' `signPsbt` take). */
  psbt: string
  /** Input indexes the sender signs. */
  signInputs: number[]
}

/** Output script of an address on `chain`; INVALID_TRANSFER when it is not an address of that chain. */
export function outputScript(address: string, chain: BitcoinChainParams): Uint8Array {
  try {
    return OutScript.encode(Address(chain).decode(address))
  } catch (error) {
    throw new AdapterError('INVALID_TRANSFER', `Not a Bitcoin address of this network: ${JSON.stringify(address)}`, {
      cause: error,
    })
  }
}

/** vbytes of an output paying to `script` (amount 8, script length 1, script). */
const outputVbytes = (script: Uint8Array) => 9 + script.length

/**
 * The unsigned PSBT of a payment from the sender's address: its coins chosen by `selectCoins`, the receiver's
 * output, then change back to the sender (when above dust). Inputs carry what a wallet needs to sign them
 * without looking anything up: `witnessUtxo` (segwit amount and script), the redeem script of a P2SH-P2WPKH
 * sender and the internal key of a P2TR one. Legacy P2PKH senders are refused (they need whole previous
 * transactions).
 */
export function buildTransferPsbt(params: TransferPsbtParams): TransferPsbt {
  const { chain } = params
  const fromScript = outputScript(params.from, chain)
  const toScript = outputScript(params.to, chain)
  const sender = OutScript.decode(fromScript)
  const publicKey = params.publicKey ? hex.decode(params.publicKey) : undefined
  let inputVbytes: number
  let extra: (script: Uint8Array) => Record<string, unknown>
  if (sender.type === 'wpkh') {
    inputVbytes = 68
    extra = () => ({})
  } else if (sender.type === 'tr') {
    inputVbytes = 58
    if (publicKey?.length !== 32) throw needsKey('a Taproot (P2TR) sender: its x-only public key')
    extra = () => ({ tapInternalKey: publicKey })
  } else if (sender.type === 'sh') {
    inputVbytes = 91
    if (publicKey?.length !== 33) throw needsKey('a nested SegWit (P2SH-P2WPKH) sender: its public key')
    const redeemScript = p2wpkh(publicKey, chain).script
    extra = () => ({ redeemScript })
  } else {
    throw new AdapterError(
      'INVALID_TRANSFER',
      `Sending from a ${sender.type} address is not supported (P2WPKH, P2SH-P2WPKH and P2TR are)`,
    )
  }
  const selection = selectCoins({
    utxos: params.utxos,
    amount: params.amount,
    feeRate: params.feeRate,
    inputVbytes,
    outputVbytes: outputVbytes(toScript),
    changeVbytes: outputVbytes(fromScript),
  })
  const tx = new Transaction({ allowUnknownOutputs: false })
  for (const utxo of selection.inputs) {
    tx.addInput({
      txid: utxo.txid,
      index: utxo.vout,
      witnessUtxo: { script: fromScript, amount: BigInt(utxo.value) },
      ...extra(fromScript),
    })
  }
  tx.addOutput({ script: toScript, amount: params.amount })
  if (selection.change > 0n) tx.addOutput({ script: fromScript, amount: selection.change })
  return {
    ...selection,
    psbt: base64.encode(tx.toPSBT()),
    signInputs: selection.inputs.map((_, index) => index),
  }
}

const needsKey = (what: string) =>
  new AdapterError('INVALID_TRANSFER', `The wallet did not give the public key of ${what}`)

/**
 * The raw transaction (hex) and txid of a PSBT the wallet signed: finalized here when the wallet left the
 * signatures in `partialSig`/`tapKeySig` (wallets differ).
 */
export function finalizeSignedPsbt(signed: string): { hex: string; txid: string } {
  let tx: Transaction
  try {
    tx = Transaction.fromPSBT(base64.decode(signed))
  } catch (error) {
    throw new AdapterError('WALLET_ERROR', 'The wallet answered a PSBT that does not parse', {
      cause: error,
    })
  }
  try {
    if (!tx.isFinal) tx.finalize()
  } catch (error) {
    throw new AdapterError(
      'WALLET_ERROR',
      `The wallet's PSBT is not fully signed: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    )
  }
  return { hex: tx.hex, txid: tx.id }
}

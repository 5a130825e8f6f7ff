import { base64 } from '@scure/base'
import { Transaction } from '@scure/btc-signer'
import { invalidBitcoinParams } from './BitcoinRpcError.ts'
import type { BitcoinSigningKey } from './signBitcoinMessage.ts'

const METHOD = 'signPsbt'

export type PreparedPsbt = {
  tx: Transaction
  /** Input index → the key that signs it. */
  signers: Map<number, BitcoinSigningKey>
}

const equal = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, i) => byte === b[i])

/**
 * Reads sats-connect's `signPsbt` params against the wallet's keys, before anything is asked: the PSBT decodes,
 * each `signInputs` address is the wallet's and each index an input that address owns (its witness UTXO's script
 * is the address's), or — without `signInputs` — every input the wallet owns. With `broadcast`, every other
 * input must already be signed. Taproot inputs of the ordinals key get its internal key when the PSBT left it out.
 * Every problem is a -32602 error naming it.
 */
export function prepareBitcoinPsbt(params: Record<string, unknown>, keys: BitcoinSigningKey[]): PreparedPsbt {
  if (typeof params.psbt !== 'string' || params.psbt === '')
    throw invalidBitcoinParams(METHOD, 'psbt must be base64 text')
  let tx: Transaction
  try {
    tx = Transaction.fromPSBT(base64.decode(params.psbt))
  } catch (error) {
    throw invalidBitcoinParams(METHOD, `psbt is not a base64 PSBT (${(error as Error).message})`)
  }
  const prevoutScript = (index: number) => {
    const input = tx.getInput(index)
    return (input.witnessUtxo ?? input.nonWitnessUtxo?.outputs[input.index ?? 0])?.script
  }
  const signers = new Map<number, BitcoinSigningKey>()
  const signInputs = params.signInputs
  if (signInputs !== undefined && signInputs !== null) {
    if (typeof signInputs !== 'object' || Array.isArray(signInputs)) {
      throw invalidBitcoinParams(METHOD, 'signInputs must be an object { [address]: inputIndexes[] }')
    }
    for (const [address, indexes] of Object.entries(signInputs)) {
      const key = keys.find((k) => k.address === address)
      if (!key) throw invalidBitcoinParams(METHOD, `${address} is not one of this wallet's addresses`)
      if (!Array.isArray(indexes)) throw invalidBitcoinParams(METHOD, `signInputs[${address}] must be an array`)
      for (const index of indexes) {
        if (!Number.isInteger(index) || index < 0 || index >= tx.inputsLength) {
          throw invalidBitcoinParams(
            METHOD,
            `input ${JSON.stringify(index)} does not exist (${tx.inputsLength} inputs)`,
          )
        }
        const script = prevoutScript(index)
        if (!script) throw invalidBitcoinParams(METHOD, `input ${index} has no witnessUtxo or nonWitnessUtxo`)
        if (!equal(script, key.script)) throw invalidBitcoinParams(METHOD, `input ${index} is not ${address}'s`)
        signers.set(index, key)
      }
    }
  } else {
    for (let i = 0; i < tx.inputsLength; i++) {
      const script = prevoutScript(i)
      const key = script && keys.find((k) => equal(k.script, script))
      if (key) signers.set(i, key)
    }
  }
  if (signers.size === 0) throw invalidBitcoinParams(METHOD, 'no input of this PSBT is for this wallet to sign')
  if (params.broadcast !== undefined && typeof params.broadcast !== 'boolean') {
    throw invalidBitcoinParams(METHOD, 'broadcast must be a boolean')
  }
  if (params.broadcast) {
    for (let i = 0; i < tx.inputsLength; i++) {
      const input = tx.getInput(i)
      const signed = input.finalScriptWitness || input.finalScriptSig || input.partialSig?.length || input.tapKeySig
      if (!signers.has(i) && !signed) {
        throw invalidBitcoinParams(METHOD, `cannot broadcast: input ${i} is neither signed nor this wallet's`)
      }
    }
  }
  for (const [index, key] of signers) {
    if (key.internalKey && !tx.getInput(index).tapInternalKey) {
      tx.updateInput(index, { tapInternalKey: key.internalKey })
    }
  }
  return { tx, signers }
}

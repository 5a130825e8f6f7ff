import { sha256 } from '@noble/hashes/sha2.js'
import { Script, Transaction } from '@scure/btc-signer'

const TAG = sha256(new TextEncoder().encode('BIP0322-signed-message'))

/** BIP-322's message hash: SHA-256 tagged with `BIP0322-signed-message` of the message's UTF-8 bytes. */
export function bip322MessageHash(message: string): Uint8Array {
  const bytes = new TextEncoder().encode(message)
  const data = new Uint8Array(TAG.length * 2 + bytes.length)
  data.set(TAG, 0)
  data.set(TAG, TAG.length)
  data.set(bytes, TAG.length * 2)
  return sha256(data)
}

/**
 * BIP-322's virtual `to_spend` transaction: version 0, one input spending 0000…:0xFFFFFFFF with
 * `OP_0 <message hash>`, one output of 0 sats to the signing address's script.
 */
export function bip322ToSpend(message: string, outputScript: Uint8Array): Transaction {
  const tx = new Transaction({
    version: 0,
    allowUnknownInputs: true,
    allowUnknownOutputs: true,
    disableScriptCheck: true,
  })
  // the output first: btc-signer refuses to add outputs once an input carries its final script
  tx.addOutput({ script: outputScript, amount: 0n })
  tx.addInput({
    txid: new Uint8Array(32),
    index: 0xffffffff,
    sequence: 0,
    finalScriptSig: Script.encode(['OP_0', bip322MessageHash(message)]),
  })
  return tx
}

/**
 * BIP-322's virtual `to_sign` transaction: version 0, one input spending `to_spend`'s output (sequence 0,
 * the 0-sat prevout given as witness UTXO so it can be signed as a PSBT), one `OP_RETURN` output of 0 sats.
 * A taproot signer passes its internal key (`tapInternalKey`) so btc-signer tweaks it for the key path.
 */
export function bip322ToSign(
  message: string,
  outputScript: Uint8Array,
  input: { tapInternalKey?: Uint8Array } = {},
): Transaction {
  const toSpend = bip322ToSpend(message, outputScript)
  const tx = new Transaction({ version: 0, allowUnknownOutputs: true })
  tx.addInput({
    txid: toSpend.id,
    index: 0,
    sequence: 0,
    witnessUtxo: { script: outputScript, amount: 0n },
    ...(input.tapInternalKey ? { tapInternalKey: input.tapInternalKey } : {}),
  })
  tx.addOutput({ script: Script.encode(['RETURN']), amount: 0n })
  return tx
}

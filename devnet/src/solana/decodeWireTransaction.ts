import {
  type Address,
  type CompiledTransactionMessageWithLifetime,
  getBase58Decoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  type LegacyCompiledTransactionMessage,
  type Transaction,
  type V0CompiledTransactionMessage,
} from '@solana/kit'

export type DecodedTransaction = {
  transaction: Transaction
  message: (LegacyCompiledTransactionMessage | V0CompiledTransactionMessage) & CompiledTransactionMessageWithLifetime
  /** The first signature (the fee payer's), base58: the transaction's id. */
  signature: string
  /** Accounts that must sign, in order. */
  signers: Address[]
}

/** Thrown for bytes that are not a transaction. */
export class InvalidTransactionError extends Error {}

/** Wire bytes → the transaction, its compiled message, id and signers; throws InvalidTransactionError. */
export function decodeWireTransaction(wire: Uint8Array): DecodedTransaction {
  let transaction: Transaction
  let message: DecodedTransaction['message']
  try {
    transaction = getTransactionDecoder().decode(wire)
    const compiled = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes)
    if (compiled.version === 1) throw new Error('version 1 transactions are not supported')
    message = compiled as DecodedTransaction['message']
  } catch (error) {
    throw new InvalidTransactionError(`failed to deserialize transaction: ${(error as Error).message}`)
  }
  const signers = message.staticAccounts.slice(0, message.header.numSignerAccounts)
  const first = transaction.signatures[signers[0] as Address]
  if (!signers.length || first === undefined) throw new InvalidTransactionError('transaction has no signatures')
  return { transaction, message, signature: getBase58Decoder().decode(first ?? new Uint8Array(64)), signers }
}

import { AdapterError } from '@gangway/core'
import { getTransactionDecoder, getTransactionEncoder, type Transaction } from '@solana/kit'

/**
 * A transaction as a site hands it to the provider: wire bytes, a `@solana/kit` `Transaction`
 * (`{ messageBytes, signatures }`), or a `@solana/web3.js` `Transaction` / `VersionedTransaction` (anything
 * with `serialize()`, read the way AppKit does — web3.js itself is not a dependency).
 */
export type AnyTransaction =
  | Uint8Array
  | Transaction
  | { serialize(config?: { requireAllSignatures?: boolean; verifySignatures?: boolean }): Uint8Array }

type Web3Like = { serialize(config?: object): Uint8Array; constructor: unknown }

const isKitTransaction = (value: object): value is Transaction =>
  'messageBytes' in value && (value as { messageBytes: unknown }).messageBytes instanceof Uint8Array

const isWeb3Transaction = (value: object): value is Web3Like =>
  typeof (value as { serialize?: unknown }).serialize === 'function'

/** The wire bytes of a transaction (unsigned slots stay zero). */
export function toWireBytes(transaction: AnyTransaction): Uint8Array {
  if (transaction instanceof Uint8Array) return transaction
  if (transaction && typeof transaction === 'object') {
    if (isKitTransaction(transaction)) return new Uint8Array(getTransactionEncoder().encode(transaction))
    if (isWeb3Transaction(transaction)) {
      return new Uint8Array(transaction.serialize({ requireAllSignatures: false, verifySignatures: false }))
    }
  }
  throw new AdapterError(
    'INVALID_TRANSFER',
    'A transaction must be wire bytes (Uint8Array), a @solana/kit Transaction or a @solana/web3.js (Versioned)Transaction',
  )
}

/** The signed wire bytes back in the kind the site gave (`VersionedTransaction.deserialize`, `Transaction.from`). */
export function fromWireBytes<T extends AnyTransaction>(original: T, bytes: Uint8Array): T {
  if (original instanceof Uint8Array) return bytes as T
  if (isKitTransaction(original)) return getTransactionDecoder().decode(bytes) as T
  const kind = (original as unknown as Web3Like).constructor as {
    deserialize?: (bytes: Uint8Array) => T
    from?: (bytes: Uint8Array) => T
  }
  if (typeof kind.deserialize === 'function') return kind.deserialize(bytes)
  if (typeof kind.from === 'function') return kind.from(bytes)
  return bytes as T
}

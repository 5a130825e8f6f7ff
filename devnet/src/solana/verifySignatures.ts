import { createPublicKey, verify } from 'node:crypto'
import { type Address, getAddressEncoder, type Transaction } from '@solana/kit'

// DER prefix of an Ed25519 SubjectPublicKeyInfo; the 32 raw key bytes follow it
const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex')

/** True when every required signer signed `messageBytes` (ed25519, checked here because litesvm's check is off). */
export function verifySignatures(transaction: Transaction, signers: readonly Address[]): boolean {
  const encoder = getAddressEncoder()
  return signers.every((signer) => {
    const signature = transaction.signatures[signer]
    if (!signature) return false
    const key = createPublicKey({
      key: Buffer.concat([ED25519_SPKI_PREFIX, encoder.encode(signer) as Uint8Array]),
      format: 'der',
      type: 'spki',
    })
    return verify(null, transaction.messageBytes as unknown as Uint8Array, key, signature as Uint8Array)
  })
}

import { bip322MessageHash, bip322ToSign, bitcoinSignedMessageHash } from '@gangway/protocol/bitcoin-message'
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { base64, hex } from '@scure/base'
import { RawWitness } from '@scure/btc-signer'

export type BitcoinMessageProtocol = 'BIP322' | 'ECDSA'

/** The key of one of the wallet's addresses, as the wallet signs with it. */
export type BitcoinSigningKey = {
  address: string
  type: 'p2wpkh' | 'p2tr'
  /** The address's output script. */
  script: Uint8Array
  privateKey: Uint8Array
  /** P2TR: the internal (untweaked) x-only key. */
  internalKey?: Uint8Array
}

/**
 * Signs `message` as sats-connect's `signMessage` answers it (`signature` base64, `messageHash` hex):
 * - `BIP322`: BIP-322 "simple" — the virtual `to_sign` transaction is built (`@gangway/protocol`'s
 *   `bip322ToSign`) and its one input signed with btc-signer as any P2WPKH / P2TR key-path input; the signature
 *   is the input's witness, serialized. `messageHash` is BIP-322's tagged hash.
 * - `ECDSA`: the legacy Bitcoin signed message (BIP-137): header 39 + recovery id (P2WPKH) ‖ r ‖ s over the
 *   double SHA-256 of the `\x18Bitcoin Signed Message:\n` message. P2WPKH only.
 */
export function signBitcoinMessage(
  key: BitcoinSigningKey,
  message: string,
  protocol: BitcoinMessageProtocol,
): { signature: string; messageHash: string } {
  if (protocol === 'ECDSA') {
    if (key.type !== 'p2wpkh') throw new Error('ECDSA message signatures are for P2WPKH addresses')
    const hash = bitcoinSignedMessageHash(message)
    const signature = secp256k1.sign(hash, key.privateKey)
    const bytes = new Uint8Array(65)
    bytes[0] = 39 + signature.recovery
    bytes.set(signature.toCompactRawBytes(), 1)
    return { signature: base64.encode(bytes), messageHash: hex.encode(hash) }
  }
  const toSign = bip322ToSign(message, key.script, key.internalKey ? { tapInternalKey: key.internalKey } : {})
  toSign.signIdx(key.privateKey, 0)
  toSign.finalizeIdx(0)
  const witness = toSign.getInput(0).finalScriptWitness
  if (!witness) throw new Error('BIP-322: the signed input has no witness')
  return { signature: base64.encode(RawWitness.encode(witness)), messageHash: hex.encode(bip322MessageHash(message)) }
}

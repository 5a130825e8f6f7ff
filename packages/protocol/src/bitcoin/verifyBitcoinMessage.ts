import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js'
import { base64 } from '@scure/base'
import { OutScript, p2pkh, p2sh, p2wpkh, RawWitness, SigHash } from '@scure/btc-signer'
import { bip322ToSign } from './bip322.ts'
import { bitcoinOutputScript } from './bitcoinOutputScript.ts'
import { bitcoinSignedMessageHash } from './bitcoinSignedMessageHash.ts'

export type BitcoinMessageVerification =
  | { valid: true; protocol: 'BIP322' | 'ECDSA' }
  | { valid: false; reason: string }

const equal = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, i) => byte === b[i])
const fail = (reason: string): BitcoinMessageVerification => ({ valid: false, reason })

/**
 * Checks a Bitcoin message signature by `address` over `message` (base64, as wallets answer `signMessage`):
 * - **BIP-322 simple** (the witness of the virtual `to_sign` transaction): P2WPKH — the witness is
 *   `<DER signature ‖ sighash> <33-byte key>`, the key's hash is the address's, ECDSA over the BIP-143
 *   sighash — and P2TR key path — a 64/65-byte Schnorr signature by the address's output key over the
 *   BIP-341 sighash. Other scripts (P2SH, P2WSH, script paths) are refused as unsupported.
 * - **Legacy** (BIP-137, Bitcoin Core's `signmessage`, what wallets call "ECDSA"): 65 bytes, header ‖ r ‖ s;
 *   the recovered key must own the address (P2PKH, P2SH-P2WPKH or P2WPKH — the header's address-type hint
 *   is not trusted, as Electrum and bip322-js do not either).
 * Never throws: anything malformed is `{ valid: false, reason }`.
 */
export function verifyBitcoinMessage(address: string, message: string, signature: string): BitcoinMessageVerification {
  const output = bitcoinOutputScript(address)
  if (!output) return fail('The address is not a Bitcoin address')
  let bytes: Uint8Array
  try {
    bytes = base64.decode(signature)
  } catch {
    return fail('The signature is not base64')
  }
  if (bytes.length === 65 && (bytes[0] ?? 0) >= 27 && (bytes[0] ?? 0) <= 42) {
    return verifyLegacy(output.script, message, bytes)
  }
  let witness: Uint8Array[]
  try {
    witness = RawWitness.decode(bytes)
  } catch {
    return fail('The signature is neither a BIP-322 witness nor a 65-byte legacy signature')
  }
  try {
    if (output.type === 'wpkh') return verifyP2wpkh(output.script, message, witness)
    if (output.type === 'tr') return verifyP2tr(output.script, message, witness)
  } catch (error) {
    return fail(`The BIP-322 signature does not verify (${error instanceof Error ? error.message : String(error)})`)
  }
  return fail(`BIP-322 signatures of ${output.type} addresses are not supported (P2WPKH and P2TR are)`)
}

function verifyP2wpkh(script: Uint8Array, message: string, witness: Uint8Array[]): BitcoinMessageVerification {
  const [signed, publicKey] = witness
  if (witness.length !== 2 || !signed || !publicKey || publicKey.length !== 33) {
    return fail('A P2WPKH BIP-322 witness is a signature and a 33-byte public key')
  }
  if (!equal(p2wpkh(publicKey).script, script)) return fail('The public key in the signature is not the address’s')
  const hashType = signed[signed.length - 1] ?? -1
  if (hashType !== SigHash.ALL) return fail('A BIP-322 P2WPKH signature must use SIGHASH_ALL')
  const toSign = bip322ToSign(message, script)
  const scriptCode = p2pkh(publicKey).script
  const hash = toSign.preimageWitnessV0(0, scriptCode, hashType, 0n)
  const ok = secp256k1.verify(signed.subarray(0, -1), hash, publicKey, { prehash: false, format: 'der', lowS: false })
  return ok ? { valid: true, protocol: 'BIP322' } : fail('The BIP-322 signature is not the address’s')
}

function verifyP2tr(script: Uint8Array, message: string, witness: Uint8Array[]): BitcoinMessageVerification {
  const [signed] = witness
  if (witness.length !== 1 || !signed || (signed.length !== 64 && signed.length !== 65)) {
    return fail('Only key-path P2TR BIP-322 signatures (one 64/65-byte Schnorr signature) are supported')
  }
  const hashType = signed.length === 65 ? (signed[64] ?? -1) : SigHash.DEFAULT
  if (hashType !== SigHash.DEFAULT && hashType !== SigHash.ALL) {
    return fail('A BIP-322 P2TR signature must use SIGHASH_DEFAULT or SIGHASH_ALL')
  }
  const decoded = OutScript.decode(script)
  if (decoded.type !== 'tr') return fail('The address is not a taproot address')
  const toSign = bip322ToSign(message, script)
  const hash = toSign.preimageWitnessV1(0, [script], hashType, [0n])
  const ok = schnorr.verify(signed.subarray(0, 64), hash, decoded.pubkey)
  return ok ? { valid: true, protocol: 'BIP322' } : fail('The BIP-322 signature is not the address’s')
}

function verifyLegacy(script: Uint8Array, message: string, bytes: Uint8Array): BitcoinMessageVerification {
  const header = bytes[0] ?? 0
  const recovery = (header - 27) & 3
  const compressed = header >= 31
  const hash = bitcoinSignedMessageHash(message)
  let publicKey: Uint8Array
  try {
    const point = secp256k1.Signature.fromCompact(bytes.subarray(1)).addRecoveryBit(recovery).recoverPublicKey(hash)
    publicKey = point.toRawBytes(compressed)
  } catch {
    return fail('No public key can be recovered from the signature')
  }
  const candidates = compressed
    ? [p2pkh(publicKey).script, p2wpkh(publicKey).script, p2sh(p2wpkh(publicKey)).script]
    : [p2pkh(publicKey).script]
  return candidates.some((candidate) => equal(candidate, script))
    ? { valid: true, protocol: 'ECDSA' }
    : fail('The signature is not the address’s')
}

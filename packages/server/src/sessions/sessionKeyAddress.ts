import type { SessionSigner } from '@gangway/protocol'
import { type Address, getAddress, type Hex, isAddress } from 'viem'
import { publicKeyToAddress } from 'viem/accounts'
import { invalidGrant } from './SessionError.ts'

/**
 * The address of a grant's session key — what the GangwayAccount recovers from the key's signatures
 * (secp256k1 ECDSA). AppKit's `{ type: 'keys' }` must carry exactly one key (the account checks one
 * signature, not a multisig); the key is `secp256k1` (AppKit also allows `secp256r1`, a passkey, which the
 * account cannot verify) and uncompressed: 65 bytes with the `04` prefix or the 64 bytes without it.
 * ERC-7715's `{ type: 'account', data: { id } }` names the address itself.
 */
export function sessionKeyAddress(signer: SessionSigner): Address {
  if (signer.type === 'account') {
    if (!isAddress(signer.data.id, { strict: false })) throw invalidGrant('signer.data.id must be an address')
    return getAddress(signer.data.id)
  }
  const keys = signer.type === 'keys' ? signer.data.keys : [signer.data]
  if (keys.length !== 1) {
    throw invalidGrant(
      `The signer must have exactly one key (it has ${keys.length}); multi-key signers are not supported`,
    )
  }
  const [key] = keys as [(typeof keys)[number]]
  if (key.type !== 'secp256k1') {
    throw invalidGrant(`Key type ${JSON.stringify(key.type)} is not supported; the session key must be secp256k1`)
  }
  const digits = key.publicKey.slice(2)
  if (digits.length === 128) return publicKeyToAddress(`0x04${digits}`)
  if (digits.length === 130 && digits.startsWith('04')) return publicKeyToAddress(key.publicKey as Hex)
  throw invalidGrant('The public key must be an uncompressed secp256k1 key (65 bytes, 0x04…, or 64 bytes)')
}

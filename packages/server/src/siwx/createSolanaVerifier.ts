import { createPublicKey, verify } from 'node:crypto'
import { compareInformalSiwxMessage, SiwxErrorCode, SolanaAddressSchema } from '@gangway/protocol'
import { base58 } from '@scure/base'
import { SiwxError } from './SiwxError.ts'
import type { SiwxVerifier } from './SiwxVerifier.ts'

const invalid = (message: string) => new SiwxError(400, SiwxErrorCode.INVALID_MESSAGE, message)
const badSignature = (message: string) => new SiwxError(400, SiwxErrorCode.INVALID_SIGNATURE, message)

/** Base58 bytes, or undefined when the text is not base58. */
const decode = (text: string): Uint8Array | undefined => {
  try {
    return base58.decode(text)
  } catch {
    return undefined
  }
}

/**
 * Sign in with Solana: the text is the informal CAIP-122 message (AppKit's `InformalMessenger`, or Sign In
 * With Solana's) and every field must equal `data`; the signature is base58 of the ed25519 signature of the
 * text's UTF-8 bytes by the account's key — the base58 address is the public key — checked with Node's
 * native Ed25519. No chain is asked (a Solana account is a key, there are no contract wallets to call), so
 * any `solana:` chain can be signed in on. Addresses are kept as given: base58 is case-sensitive.
 */
export function createSolanaVerifier(): SiwxVerifier {
  return {
    addressKey: (address) => address,
    async verify({ data, message, signature }) {
      const publicKey = SolanaAddressSchema.safeParse(data.accountAddress).success
        ? decode(data.accountAddress)
        : undefined
      if (publicKey?.length !== 32) {
        throw invalid('accountAddress is not a Solana address (32–44 base58 characters, a 32-byte key)')
      }
      const signatureBytes = decode(signature)
      if (signatureBytes?.length !== 64) {
        throw badSignature('The signature must be base58 of a 64-byte ed25519 signature')
      }
      const differs = compareInformalSiwxMessage(data, message)
      if (differs === 'text') throw invalid('The message is not a Sign in with Solana (CAIP-122) message')
      if (differs) throw invalid(`The message's ${differs} is not the one in data`)
      let valid = false
      try {
        const key = createPublicKey({
          key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(publicKey).toString('base64url') },
          format: 'jwk',
        })
        valid = verify(null, Buffer.from(message, 'utf8'), key, signatureBytes)
      } catch {
        valid = false // not a point on the curve: no signature can be this key's
      }
      if (!valid) throw badSignature(`The signature is not ${data.accountAddress}'s`)
    },
  }
}

import { compareInformalSiwxMessage, SiwxErrorCode, SolanaAddressSchema } from '@gangway/protocol'
import { verifySolanaMessage } from '@gangway/protocol/solana-message'
import { SiwxError } from './SiwxError.ts'
import type { SiwxVerifier } from './SiwxVerifier.ts'

const invalid = (message: string) => new SiwxError(400, SiwxErrorCode.INVALID_MESSAGE, message)
const badSignature = (message: string) => new SiwxError(400, SiwxErrorCode.INVALID_SIGNATURE, message)

/**
 * Sign in with Solana: the text is the informal CAIP-122 message (AppKit's `InformalMessenger`, or Sign In
 * With Solana's) and every field must equal `data`; the signature is base58 of the ed25519 signature of the
 * text's UTF-8 bytes by the account's key — the base58 address is the public key — checked strictly
 * (`@gangway/protocol/solana-message`: RFC 8032 with canonical encodings, S below the order, and no
 * small-order key, whose forged signatures a cofactorless verifier such as Node's would take). No chain is
 * asked (a Solana account is a key, there are no contract wallets to call), so any `solana:` chain can be
 * signed in on. Addresses are kept as given: base58 is case-sensitive.
 */
export function createSolanaVerifier(): SiwxVerifier {
  return {
    addressKey: (address) => address,
    async verify({ data, message, signature }) {
      if (!SolanaAddressSchema.safeParse(data.accountAddress).success) {
        throw invalid('accountAddress is not a Solana address (32–44 base58 characters, a 32-byte key)')
      }
      const differs = compareInformalSiwxMessage(data, message)
      if (differs === 'text') throw invalid('The message is not a Sign in with Solana (CAIP-122) message')
      if (differs) throw invalid(`The message's ${differs} is not the one in data`)
      const checked = verifySolanaMessage(data.accountAddress, message, signature)
      if (checked.valid) return
      if (checked.refusal === 'address') {
        throw invalid('accountAddress is not a Solana address (32–44 base58 characters, a 32-byte key)')
      }
      throw badSignature(checked.reason)
    },
  }
}

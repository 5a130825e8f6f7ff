import { compareInformalSiwxMessage, SiwxErrorCode } from '@gangway/protocol'
import { verifyBitcoinMessage } from '@gangway/protocol/bitcoin-message'
import { SiwxError } from './SiwxError.ts'
import type { SiwxVerifier } from './SiwxVerifier.ts'

const invalid = (message: string) => new SiwxError(400, SiwxErrorCode.INVALID_MESSAGE, message)
const badSignature = (message: string) => new SiwxError(400, SiwxErrorCode.INVALID_SIGNATURE, message)

/**
 * Sign in with Bitcoin (`bip122:` chains): the text is the informal CAIP-122 message (AppKit's
 * `InformalMessenger`) and every field must equal `data`; the signature (base64, as sats-connect wallets
 * answer `signMessage`) is BIP-322 "simple" by a P2WPKH or P2TR key-path address, or a legacy BIP-137 one by
 * the key of a P2PKH / P2WPKH / P2SH-P2WPKH address — `verifyBitcoinMessage` of
 * `@gangway/protocol/bitcoin-message`, the same code the browser's `BIP122Verifier` runs. No node is asked.
 * Addresses are kept as given (bech32 is lowercase as wallets answer it; base58 is case-sensitive).
 */
export function createBip122Verifier(): SiwxVerifier {
  return {
    addressKey: (address) => address,
    async verify({ data, message, signature }) {
      const differs = compareInformalSiwxMessage(data, message)
      if (differs === 'text') throw invalid('The message is not a CAIP-122 sign-in text')
      if (differs) throw invalid(`The message's ${differs} is not the one in data`)
      const verdict = verifyBitcoinMessage(data.accountAddress, message, signature)
      if (verdict.valid) return
      if (verdict.reason === 'The address is not a Bitcoin address') throw invalid(`accountAddress: ${verdict.reason}`)
      throw badSignature(`${verdict.reason} (${data.accountAddress})`)
    },
  }
}

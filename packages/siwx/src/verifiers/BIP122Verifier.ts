import type { SIWXSession } from '@gangway/core'
import { verifyBitcoinMessage } from '@gangway/protocol/bitcoin-message'
import { SIWXVerifier } from '../core/SIWXVerifier.ts'
import { siteLocation } from '../core/siteLocation.ts'
import { invalid, SIWXErrorCode, type SIWXVerification, VALID } from '../SIWXError.ts'
import { CLOCK_SKEW_MS } from '../siwxConstants.ts'
import { checkInformalMessage } from './checkInformalMessage.ts'

/**
 * Verifies bip122 (Bitcoin) sessions (AppKit's `BIP122Verifier`): the informal CAIP-122 text (what
 * `DefaultMessenger` writes for every namespace but eip155, with the `bip122:` chain id on its `Chain ID` line)
 * and every field against the session's data, this site's domain, the times — then the signature, base64 as
 * sats-connect wallets answer `signMessage`: BIP-322 "simple" by a P2WPKH or P2TR (key path) address, or a
 * legacy BIP-137 ("ECDSA") signature by the key of a P2PKH / P2WPKH / P2SH-P2WPKH address
 * (`verifyBitcoinMessage` of `@gangway/protocol/bitcoin-message`, the code the Gangway server runs too). No
 * chain is asked: these signatures prove a key, not a balance.
 */
export class BIP122Verifier extends SIWXVerifier {
  readonly chainNamespace = 'bip122' as const
  private readonly domain: string | undefined
  private readonly clockSkewMs: number
  private readonly now: () => number

  constructor(params: BIP122Verifier.ConstructorParams = {}) {
    super()
    this.domain = params.domain
    this.clockSkewMs = params.clockSkewMs ?? CLOCK_SKEW_MS
    this.now = params.now ?? Date.now
  }

  async verify(session: SIWXSession): Promise<boolean> {
    return (await this.check(session)).valid
  }

  override async check(session: SIWXSession): Promise<SIWXVerification> {
    const { data, signature } = session
    const message = checkInformalMessage(session, {
      domain: this.domain ?? siteLocation(this.context)?.domain,
      now: this.now(),
      clockSkewMs: this.clockSkewMs,
      notText: 'The message is not a CAIP-122 sign-in text',
    })
    if (typeof message !== 'string') return message
    if (typeof signature !== 'string') return invalid(SIWXErrorCode.INVALID_SIGNATURE, 'The signature is not text')
    const verdict = verifyBitcoinMessage(data.accountAddress, message, signature)
    if (verdict.valid) return VALID
    return verdict.reason === 'The address is not a Bitcoin address'
      ? invalid(SIWXErrorCode.INVALID_MESSAGE, verdict.reason)
      : invalid(SIWXErrorCode.INVALID_SIGNATURE, verdict.reason)
  }
}

export namespace BIP122Verifier {
  export type ConstructorParams = {
    /** The domain messages must name. Default: the page's host, else the host of the kit's `metadata.url`. */
    domain?: string
    /** How far in the future `issuedAt` may be (default 60 s). */
    clockSkewMs?: number
    /** The clock (default `Date.now`). */
    now?: () => number
  }
}

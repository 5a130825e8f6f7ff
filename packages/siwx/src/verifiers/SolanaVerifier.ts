import type { SIWXSession } from '@gangway/core'
import { verifySolanaMessage } from '@gangway/protocol/solana-message'
import { SIWXVerifier } from '../core/SIWXVerifier.ts'
import { siteLocation } from '../core/siteLocation.ts'
import { invalid, SIWXErrorCode, type SIWXVerification, VALID } from '../SIWXError.ts'
import { CLOCK_SKEW_MS } from '../siwxConstants.ts'
import { checkInformalMessage } from './checkInformalMessage.ts'

/**
 * Verifies solana sessions (Sign in with Solana; AppKit's `SolanaVerifier`): the informal CAIP-122 text
 * (AppKit's, or Sign In With Solana's) and every field against the session's data, this site's domain, the
 * times — then the signature: base58 of the ed25519 signature of the text's UTF-8 bytes by the account's key
 * (the base58 address), checked strictly (`@gangway/protocol/solana-message`, `@noble/curves` ed25519 with
 * `zip215: false`: canonical encodings, S below the order, no small-order key — WebCrypto's Ed25519 takes a
 * forged signature for the identity point). No chain is asked: a Solana account is a key, so no network is
 * needed either.
 */
export class SolanaVerifier extends SIWXVerifier {
  readonly chainNamespace = 'solana' as const
  private readonly domain: string | undefined
  private readonly clockSkewMs: number
  private readonly now: () => number

  constructor(params: SolanaVerifier.ConstructorParams = {}) {
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
      notText: 'The message is not a Sign in with Solana message',
    })
    if (typeof message !== 'string') return message
    if (typeof signature !== 'string') {
      return invalid(SIWXErrorCode.INVALID_SIGNATURE, 'The signature is not base58 of a 64-byte ed25519 signature')
    }
    const checked = verifySolanaMessage(data.accountAddress, message, signature)
    if (checked.valid) return VALID
    switch (checked.refusal) {
      case 'address':
        return invalid(SIWXErrorCode.INVALID_MESSAGE, 'The address is not a Solana address')
      case 'signature':
        return invalid(SIWXErrorCode.INVALID_SIGNATURE, 'The signature is not the account’s')
      default:
        return invalid(SIWXErrorCode.INVALID_SIGNATURE, checked.reason)
    }
  }
}

export namespace SolanaVerifier {
  export type ConstructorParams = {
    /** The domain messages must name. Default: the page's host, else the host of the kit's `metadata.url`. */
    domain?: string
    /** How far in the future `issuedAt` may be (default 60 s). */
    clockSkewMs?: number
    /** The clock (default `Date.now`). */
    now?: () => number
  }
}

import type { SIWXSession } from '@gangway/core'
import { base58 } from '@scure/base'
import { SIWXVerifier } from '../core/SIWXVerifier.ts'
import { siteLocation } from '../core/siteLocation.ts'
import { invalid, SIWXErrorCode, type SIWXVerification, VALID } from '../SIWXError.ts'
import { CLOCK_SKEW_MS } from '../siwxConstants.ts'
import { checkInformalMessage } from './checkInformalMessage.ts'

/** Base58 bytes (in their own ArrayBuffer, as WebCrypto takes them), or undefined when not base58. */
const decode = (text: string): Uint8Array<ArrayBuffer> | undefined => {
  try {
    return new Uint8Array(base58.decode(text))
  } catch {
    return undefined
  }
}

/**
 * Verifies solana sessions (Sign in with Solana; AppKit's `SolanaVerifier`): the informal CAIP-122 text
 * (AppKit's, or Sign In With Solana's) and every field against the session's data, this site's domain, the
 * times — then the signature: base58 of the ed25519 signature of the text's UTF-8 bytes by the account's key
 * (the base58 address), checked with the browser's WebCrypto Ed25519. No chain is asked: a Solana account is
 * a key, so no network is needed either.
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
    const publicKey = decode(data.accountAddress)
    if (publicKey?.length !== 32) return invalid(SIWXErrorCode.INVALID_MESSAGE, 'The address is not a Solana address')
    const signatureBytes = typeof signature === 'string' ? decode(signature) : undefined
    if (signatureBytes?.length !== 64) {
      return invalid(SIWXErrorCode.INVALID_SIGNATURE, 'The signature is not base58 of a 64-byte ed25519 signature')
    }
    const subtle = globalThis.crypto?.subtle
    let key: CryptoKey
    try {
      if (!subtle) throw new Error('no WebCrypto')
      key = await subtle.importKey('raw', publicKey, { name: 'Ed25519' }, false, ['verify'])
    } catch (error) {
      // an address that is not a curve point is refused by the import as well: either way nothing is verified
      const reason = error instanceof Error ? error.message : String(error)
      const unsupported = !subtle || (error as { name?: string })?.name === 'NotSupportedError'
      return unsupported
        ? invalid(SIWXErrorCode.UNAVAILABLE, `This browser cannot check Ed25519 signatures (${reason})`, true)
        : invalid(SIWXErrorCode.INVALID_SIGNATURE, `The address is not an ed25519 public key (${reason})`)
    }
    const valid = await subtle.verify({ name: 'Ed25519' }, key, signatureBytes, new TextEncoder().encode(message))
    return valid ? VALID : invalid(SIWXErrorCode.INVALID_SIGNATURE, 'The signature is not the account’s')
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

import type { SIWXContext, SIWXSession } from '@gangway/core'
import type { ChainNamespace } from '@gangway/protocol'
import { invalid, SIWXErrorCode, type SIWXVerification, VALID } from '../SIWXError.ts'

/**
 * Checks sessions of one chain namespace (AppKit's `SIWXVerifier`). A config holds a list of them, so the
 * Solana (SIWS) and Bitcoin (BIP-322) verifiers plug in beside `EIP155Verifier`. Implement `verify`; Gangway's
 * verifiers also override `check` to say why a session is refused.
 */
export abstract class SIWXVerifier {
  abstract readonly chainNamespace: ChainNamespace
  /** What the kit handed over at setup (networks for RPC, metadata). */
  protected context: SIWXContext | undefined

  /** Whether this verifier is the one for this session (default: its chain is in `chainNamespace`). */
  shouldVerify(session: SIWXSession): boolean {
    return session.data.chainId.startsWith(`${this.chainNamespace}:`)
  }

  /** `true` when the session is valid. */
  abstract verify(session: SIWXSession): Promise<boolean>

  /** The verdict with its reason; by default `verify`'s answer, as an invalid signature when false. */
  async check(session: SIWXSession): Promise<SIWXVerification> {
    return (await this.verify(session))
      ? VALID
      : invalid(SIWXErrorCode.INVALID_SIGNATURE, `${this.chainNamespace}: the signature is not valid`)
  }

  /** Gangway: the kit's context (called through the config's `setup`). */
  setup(context: SIWXContext): void {
    this.context = context
  }
}

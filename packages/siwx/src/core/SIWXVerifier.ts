import type { SIWXContext, SIWXSession } from '@gangway/core'
import type { ChainNamespace } from '@gangway/protocol'
import { invalid, SIWXErrorCode, type SIWXVerification, VALID } from '../SIWXError.ts'

/**
 * Checks sessions of one chain namespace (AppKit's `SIWXVerifier`). A config holds a list of them, so the
 * Solana (SIWS) and Bitcoin (BIP-322) verifiers plug in beside `EIP155Verifier`. Implement `verify`; Gangway's
 * verifiers also override `check` to say why a session is refused.
 *
 * Gangway's members beyond AppKit's (`context`, `check`, `setup`) are optional, so a verifier written for
 * AppKit — a subclass, a class that `implements SIWXVerifier`, or a plain object with `chainNamespace`,
 * `shouldVerify` and `verify` — is accepted as it is; the config falls back to `verify` without `check`.
 */
export abstract class SIWXVerifier {
  abstract readonly chainNamespace: ChainNamespace
  /** What the kit handed over at setup (networks for RPC, metadata); set by `setup`. */
  context?: SIWXContext | undefined

  /** Whether this verifier is the one for this session (default: its chain is in `chainNamespace`). */
  shouldVerify(session: SIWXSession): boolean {
    return session.data.chainId.startsWith(`${this.chainNamespace}:`)
  }

  /** `true` when the session is valid. */
  abstract verify(session: SIWXSession): Promise<boolean>

  /** Gangway: the verdict with its reason; by default `verify`'s answer, as an invalid signature when false. */
  check?(session: SIWXSession): Promise<SIWXVerification> {
    return checkWithVerify(this, session)
  }

  /** Gangway: the kit's context (called through the config's `setup`). */
  setup?(context: SIWXContext): void {
    this.context = context
  }
}

/** `verify`'s answer as a verdict: what a verifier without `check` (AppKit's shape) says. */
export async function checkWithVerify(
  verifier: Pick<SIWXVerifier, 'chainNamespace' | 'verify'>,
  session: SIWXSession,
): Promise<SIWXVerification> {
  return (await verifier.verify(session))
    ? VALID
    : invalid(SIWXErrorCode.INVALID_SIGNATURE, `${verifier.chainNamespace}: the signature is not valid`)
}

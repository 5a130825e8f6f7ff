import type { SIWXConfig as SIWXConfigInterface, SIWXContext, SIWXMessage, SIWXSession } from '@gangway/core'
import type { CaipNetworkId } from '@gangway/protocol'
import {
  INVALID_SIGNATURE_MESSAGE,
  invalid,
  SIWXError,
  SIWXErrorCode,
  type SIWXVerification,
  type SIWXVerificationFailure,
  VALID,
} from '../SIWXError.ts'
import { ISSUED_NONCE_LIMIT } from '../siwxConstants.ts'
import type { SIWXMessenger } from './SIWXMessenger.ts'
import type { SIWXSigner } from './SIWXSigner.ts'
import type { SIWXStorage } from './SIWXStorage.ts'
import { checkWithVerify, type SIWXVerifier } from './SIWXVerifier.ts'

/**
 * The base of a SIWX config (AppKit's `SIWXConfig` class): a messenger writes the messages, the verifiers of
 * each namespace check sessions, a storage keeps them. Extend it to replace any part of the logic.
 *
 * A session is added only when its nonce is one this config issued and not used yet (each nonce counts once),
 * and when every verifier of its namespace accepts it; sessions read back are verified again (no nonce check:
 * a session restored after a reload stays valid until it expires).
 */
export abstract class SIWXConfig implements SIWXConfigInterface {
  protected readonly messenger: SIWXConfig.Messenger
  protected readonly verifiers: readonly SIWXVerifier[]
  protected readonly storage: SIWXStorage
  readonly signer: SIWXSigner | undefined
  readonly required: boolean
  readonly signOutOnDisconnect: boolean
  /** Signs with the `signer` when there is one; without it the kit asks the connected wallet. */
  readonly signMessage: SIWXConfigInterface['signMessage']
  /** Nonces of messages this config made that no session used yet, oldest first. */
  private readonly issuedNonces: string[] = []

  constructor(params: SIWXConfig.ConstructorParams) {
    this.messenger = params.messenger
    this.verifiers = params.verifiers
    this.storage = params.storage
    this.signer = params.signer
    this.required = params.required ?? true
    this.signOutOnDisconnect = params.signOutOnDisconnect ?? true
    const signer = params.signer
    this.signMessage = signer
      ? ({ message, chainId, accountAddress }) => signer.signMessage(message, { chainId, accountAddress })
      : undefined
  }

  /** Hands the kit's context (networks, metadata, the page) to the messenger, verifiers and storage. */
  setup(context: SIWXContext): void {
    this.messenger.setup?.(context)
    for (const verifier of this.verifiers) verifier.setup?.(context)
    this.storage.setup?.(context)
  }

  async createMessage(input: SIWXMessage.Input): Promise<SIWXMessage> {
    const message = await this.messenger.createMessage(input)
    this.issuedNonces.push(message.nonce)
    if (this.issuedNonces.length > ISSUED_NONCE_LIMIT) this.issuedNonces.shift()
    return message
  }

  /**
   * Verifies the session and stores it. Throws `SIWXError` 'The signature is not valid' (with each failed
   * check) and stores nothing when the nonce is unknown or used, or a check fails. The nonce is used up
   * either way: a new attempt needs a new message.
   */
  async addSession(session: SIWXSession): Promise<void> {
    const nonceKnown = this.consumeNonce(session.data.nonce)
    const result = nonceKnown
      ? await this.verifySession(session)
      : invalid(SIWXErrorCode.NONCE_INVALID, 'The nonce was not issued here or was used already')
    if (!result.valid) throw refused([result])
    await this.storage.add(session)
  }

  /** Replaces every stored session after verifying each (no nonce check); throws and keeps the old ones if one fails. */
  async setSessions(sessions: SIWXSession[]): Promise<void> {
    const results = await Promise.all(sessions.map((session) => this.verifySession(session)))
    const failures = results.filter((r): r is SIWXVerificationFailure => !r.valid)
    if (failures.length > 0) throw refused(failures)
    await this.storage.set(sessions)
  }

  /**
   * The stored sessions of this address on this chain that verify now. Sessions found invalid are removed
   * from the storage; ones that could not be checked (chain unreachable) are kept but not returned.
   */
  async getSessions(chainId: CaipNetworkId, address: string): Promise<SIWXSession[]> {
    const sessions = await this.storage.get(chainId, address)
    const results = await Promise.all(sessions.map((session) => this.verifySession(session)))
    const valid = sessions.filter((_, i) => results[i]?.valid)
    const kept = sessions.filter((_, i) => {
      const result = results[i]
      return result?.valid || result?.transient
    })
    if (kept.length < sessions.length) {
      await this.storage.delete(chainId, address)
      for (const session of kept) await this.storage.add(session)
    }
    return valid
  }

  async revokeSession(chainId: CaipNetworkId, address: string): Promise<void> {
    await this.storage.delete(chainId, address)
  }

  /** Whether cancelling the sign-in disconnects the wallet (default true). */
  getRequired(): boolean {
    return this.required
  }

  /** Valid when at least one verifier is for the session and all of those accept it. */
  protected async verifySession(session: SIWXSession): Promise<SIWXVerification> {
    const verifiers = this.verifiers.filter((verifier) => verifier.shouldVerify(session))
    if (verifiers.length === 0) {
      return invalid(SIWXErrorCode.CHAIN_UNSUPPORTED, `No verifier for ${session.data.chainId}`)
    }
    const results = await Promise.all(
      verifiers.map((verifier) =>
        (verifier.check ? verifier.check(session) : checkWithVerify(verifier, session)).catch((error: unknown) =>
          invalid(SIWXErrorCode.UNAVAILABLE, `Verification failed: ${String(error)}`, true),
        ),
      ),
    )
    return results.find((result) => !result.valid) ?? VALID
  }

  /** Uses up an issued nonce; false when it was never issued or is used already. */
  protected consumeNonce(nonce: string): boolean {
    const index = this.issuedNonces.indexOf(nonce)
    if (index === -1) return false
    this.issuedNonces.splice(index, 1)
    return true
  }
}

export namespace SIWXConfig {
  /**
   * What a config takes as its messenger: a `SIWXMessenger` (Gangway's or a subclass written for AppKit), or
   * any object that makes messages; `setup` (Gangway's) is called when present.
   */
  export type Messenger = Pick<SIWXMessenger, 'createMessage'> & { setup?(context: SIWXContext): void }
  export type ConstructorParams = {
    /** Writes the messages. */
    messenger: Messenger
    /** Check sessions; a session needs at least one verifier for its namespace. */
    verifiers: SIWXVerifier[]
    /** Keeps sessions. */
    storage: SIWXStorage
    /** If false the wallet stays connected when the visitor cancels the sign-in (default true). */
    required?: boolean
    /** Whether disconnecting revokes the session (default true). */
    signOutOnDisconnect?: boolean
    /** Signs instead of the connected wallet (default: none — the kit asks the wallet). */
    signer?: SIWXSigner
  }
}

function refused(failures: readonly SIWXVerificationFailure[]): SIWXError {
  return new SIWXError(failures[0]?.code ?? SIWXErrorCode.INVALID_SIGNATURE, INVALID_SIGNATURE_MESSAGE, { failures })
}

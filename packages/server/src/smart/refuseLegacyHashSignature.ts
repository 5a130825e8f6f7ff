import { type Hex, size } from 'viem'
import { AuthError, AuthErrorCode } from '../auth/AuthError.ts'
import type { Session } from '../auth/createAuthService.ts'
import type { SmartAccounts } from './createSmartAccounts.ts'

export const LEGACY_HASH_SIGNATURE_MESSAGE =
  'This wallet does not sign a 32-byte message: its smart account (version 1) would take it as a transaction'

/**
 * The embedded wallet's key personal_signs no 32-byte message for a user whose smart accounts are version 1:
 * such an account takes `personal_sign(userOpHash)` as its owner's user-operation signature (issue 33 item 1),
 * so a site asking for a "message" that is really a user-operation hash would get a signature that moves the
 * account's funds. Version-2 users are not refused (their accounts sign another digest); the frame shows a
 * 32-byte message as a hash with a warning to everyone. Throws 400 `SIGNATURE_REFUSED`.
 */
export async function refuseLegacyHashSignature(
  smart: SmartAccounts | undefined,
  session: Session,
  message: Hex,
): Promise<void> {
  if (!smart || size(message) !== 32) return
  if ((await smart.version(session)) === 1) {
    throw new AuthError(400, AuthErrorCode.SIGNATURE_REFUSED, LEGACY_HASH_SIGNATURE_MESSAGE)
  }
}

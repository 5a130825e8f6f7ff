import { type ProfileError, ProfileErrorCode } from '@gangway/protocol'
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

/**
 * A refusal of the names API: its HTTP status, a stable `ProfileErrorCode` and the text the dialog shows
 * (AppKit's `BlockchainApiEnsError` body: `{ status: 'ERROR', reasons: [{ name, description }] }`).
 */
export class NameError extends Error {
  override name = 'NameError'
  constructor(
    readonly code: ProfileErrorCode,
    message: string,
    readonly status: ContentfulStatusCode = 400,
  ) {
    super(message)
  }

  respond(c: Context): Response {
    return c.json(profileError(this.code, this.message), this.status)
  }
}

/** The error body of the names API. */
export function profileError(code: ProfileErrorCode, description: string): ProfileError {
  return { status: 'ERROR', reasons: [{ name: code, description }] }
}

export const nameTaken = (name: string) => new NameError(ProfileErrorCode.NAME_TAKEN, `The name ${name} is taken`, 409)

export const nameReserved = (name: string) =>
  new NameError(ProfileErrorCode.NAME_RESERVED, `The name ${name} is reserved`, 409)

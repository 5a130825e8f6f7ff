import { SESSION_LIMITS } from '@gangway/protocol'

/** Limits of session permissions on the server (SPEC is silent on them; README "Session permissions"). */
export const SessionLimits = {
  ...SESSION_LIMITS,
  /** `GET /v1/sessions/{caipAddress}` per caller address per minute (429 past it). */
  READS_PER_IP_PER_MINUTE: 60,
  /** `POST /v1/sessions/{address}/revoke` per caller address per minute, refused ones included (429 past it). */
  REVOKES_PER_IP_PER_MINUTE: 10,
  /** Largest revoke body (413 past it): a pci and an ERC-6492 signature, which carries a factory call. */
  REVOKE_BODY_LIMIT_BYTES: 40 * 1024,
  /** At most this many sessions are listed per account (newest first). */
  LIST_MAX: 100,
} as const

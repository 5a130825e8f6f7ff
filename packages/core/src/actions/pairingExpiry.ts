import { ConstantsUtil } from '../constants.ts'

/** A pairing URI counts as expired within 10 s of its 4-minute end (SPEC §9). */
export function isPairingExpired(createdAt: number, now: number = Date.now()): boolean {
  return now >= createdAt + ConstantsUtil.PAIRING_EXPIRY_MS - ConstantsUtil.PAIRING_EXPIRED_WITHIN_MS
}

/** Milliseconds until a fresh pairing URI is needed (0 when already expired). */
export function pairingRefreshIn(createdAt: number, now: number = Date.now()): number {
  return Math.max(0, createdAt + ConstantsUtil.PAIRING_EXPIRY_MS - ConstantsUtil.PAIRING_EXPIRED_WITHIN_MS - now)
}

import { AuthError, AuthErrorCode } from './AuthError.ts'

/** The frame's device id (16–128 letters, digits, `_` or `-`), else a 400. */
export function checkDevice(deviceId: unknown): string {
  if (typeof deviceId !== 'string' || !/^[A-Za-z0-9_-]{16,128}$/.test(deviceId)) {
    throw new AuthError(400, AuthErrorCode.INVALID_REQUEST, 'deviceId must be 16–128 letters, digits, _ or -')
  }
  return deviceId
}

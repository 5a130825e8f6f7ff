import { ConstantsUtil } from '../constants.ts'
import { KitError } from '../errors/KitError.ts'
import { AUTH_CONNECTOR_ID, type EmbeddedWallet } from '../frame/createEmbeddedWallet.ts'
import type { Kit } from '../Kit.ts'
import { connect } from './connect.ts'
import { isValidEmail } from './isValidEmail.ts'
import { routerPush } from './routerPush.ts'
import { routerReplace } from './routerReplace.ts'
import { signInEmbedded } from './signInEmbedded.ts'
import { whileModalOpen } from './whileModalOpen.ts'

/** The kit's embedded wallet, or a typed error when e-mail login is off here. */
export function embeddedWallet(kit: Kit): EmbeddedWallet {
  if (!kit.embedded) throw new KitError('EMAIL_LOGIN_UNAVAILABLE', 'Unable to load email login dependency')
  return kit.embedded
}

/**
 * SPEC §5's client-side e-mail rate limit: a new code may be asked for `EMAIL_OTP_RESEND_MS` (30 s, SPEC §9)
 * after the last one (`last_email_login_time`, kept across reloads; cleared by a successful login). Throws
 * SPEC §8's 'Please try again after N seconds' (nothing is sent) when asked sooner.
 */
export function checkEmailRateLimit(kit: Kit, now: number = Date.now()): void {
  const last = kit.storage.getLastEmailLoginTime()
  const wait = last === undefined ? 0 : ConstantsUtil.EMAIL_OTP_RESEND_MS - (now - last)
  if (wait > 0) {
    throw new KitError('EMAIL_RATE_LIMITED', `Please try again after ${Math.ceil(wait / 1000)} seconds`)
  }
}

/**
 * E-mail login (each step answers 'Modal closed' when the dialog closes first), step 1 (SPEC §4): the frame mails a code (→ EmailVerifyOtp) or, on a new device, an approval
 * link (→ EmailVerifyDevice); an existing session connects at once. 'Invalid email' before anything is sent.
 */
export async function connectEmail(kit: Kit, email: string): Promise<'VERIFY_OTP' | 'VERIFY_DEVICE' | 'CONNECT'> {
  if (!isValidEmail(email)) throw new KitError('INVALID_EMAIL', 'Invalid email')
  const address = email.trim().toLowerCase()
  checkEmailRateLimit(kit)
  const frame = await embeddedWallet(kit).frame()
  const { action } = await whileModalOpen(kit, frame.request('CONNECT_EMAIL', { email: address }))
  // a code or device link was mailed: the next one no sooner than 30 s from now
  if (action !== 'CONNECT') kit.storage.setLastEmailLoginTime(Date.now())
  if (action === 'VERIFY_OTP') routerPush(kit, 'EmailVerifyOtp', { email: address })
  else if (action === 'VERIFY_DEVICE') routerPush(kit, 'EmailVerifyDevice', { email: address })
  else {
    await whileModalOpen(kit, signInEmbedded(kit))
    await connectEmbedded(kit)
  }
  return action
}

/** Step 1b: resolves once the device was approved by the mailed link (the code is mailed then). */
export async function connectDevice(kit: Kit, email: string): Promise<void> {
  await whileModalOpen(kit, (await embeddedWallet(kit).frame()).request('CONNECT_DEVICE', undefined))
  routerReplace(kit, 'EmailVerifyOtp', { email })
}

/**
 * Step 2: the mailed code; then, with `siwx`, signs in within the same step (the frame signs the message at
 * login), and connects the embedded wallet (the dialog shows Account).
 */
export async function connectOtp(kit: Kit, otp: string): Promise<void> {
  if (!/^\d{6}$/.test(otp)) throw new KitError('INVALID_OTP', 'Enter the 6-digit code')
  await whileModalOpen(kit, (await embeddedWallet(kit).frame()).request('CONNECT_OTP', { otp }))
  await whileModalOpen(kit, signInEmbedded(kit))
  await connectEmbedded(kit)
}

/** Connects through the embedded wallet's connector. */
export async function connectEmbedded(kit: Kit): Promise<void> {
  await connect(kit, { connectorId: AUTH_CONNECTOR_ID, namespace: 'eip155' })
}

/** Asks for a new code for `email` (30 s after the last, here and in the frame: SPEC §5, §9). */
export async function resendEmailCode(kit: Kit, email: string): Promise<void> {
  checkEmailRateLimit(kit)
  await (await embeddedWallet(kit).frame()).request('CONNECT_EMAIL', { email })
  kit.storage.setLastEmailLoginTime(Date.now())
}

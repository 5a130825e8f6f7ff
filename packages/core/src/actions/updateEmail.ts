import { KitError } from '../errors/KitError.ts'
import type { Kit } from '../Kit.ts'
import { embeddedWallet } from './emailLogin.ts'
import { isValidEmail } from './isValidEmail.ts'
import { routerPush } from './routerPush.ts'
import { routerReplace } from './routerReplace.ts'
import { routerReset } from './routerReset.ts'
import { showSnack } from './showSnack.ts'

export const EMAIL_UPDATED = 'EMAIL_UPDATED'

/** UPDATE_EMAIL (SPEC §4): a code goes to the current address (→ UpdateEmailPrimaryOtp). */
export async function updateEmail(kit: Kit, email: string): Promise<void> {
  if (!isValidEmail(email)) throw new KitError('INVALID_EMAIL', 'Invalid email')
  const address = email.trim().toLowerCase()
  await (await embeddedWallet(kit).frame()).request('UPDATE_EMAIL', { email: address })
  routerPush(kit, 'UpdateEmailPrimaryOtp', { email: address })
}

/** VERIFY_PRIMARY_OTP: the current address confirmed; a code goes to the new one (→ UpdateEmailSecondaryOtp). */
export async function updateEmailPrimaryOtp(kit: Kit, otp: string, email: string): Promise<void> {
  await (await embeddedWallet(kit).frame()).request('UPDATE_EMAIL_PRIMARY_OTP', { otp })
  routerReplace(kit, 'UpdateEmailSecondaryOtp', { email })
}

/** VERIFY_SECONDARY_OTP: the new address confirmed; the account shows it, back to Account. */
export async function updateEmailSecondaryOtp(kit: Kit, otp: string): Promise<string> {
  const wallet = embeddedWallet(kit)
  const { newEmail } = await (await wallet.frame()).request('UPDATE_EMAIL_SECONDARY_OTP', { otp })
  wallet.provider.setEmail(newEmail)
  showSnack(kit, 'Email updated', 'success', EMAIL_UPDATED)
  routerReset(kit, 'Account')
  return newEmail
}

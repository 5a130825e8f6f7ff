import { getAccount, updateEmailPrimaryOtp, updateEmailSecondaryOtp } from '@gangway/core'
import { useKit } from '../../context/KitContext.tsx'
import type { ViewProps } from '../viewRegistry.ts'
import { OtpForm } from './OtpForm.tsx'

/** Update e-mail, step 2: the code mailed to the current address. */
export function UpdateEmailPrimaryOtpView({ data }: ViewProps) {
  const { kit } = useKit()
  const { email } = data as { email: string }
  const current = getAccount(kit, 'eip155').embeddedWalletInfo?.user.email ?? ''
  return <OtpForm email={current} onSubmit={(code) => updateEmailPrimaryOtp(kit, code, email)} />
}

/** Update e-mail, step 3: the code mailed to the new address. */
export function UpdateEmailSecondaryOtpView({ data }: ViewProps) {
  const { kit } = useKit()
  const { email } = data as { email: string }
  return <OtpForm email={email} onSubmit={async (code) => void (await updateEmailSecondaryOtp(kit, code))} />
}

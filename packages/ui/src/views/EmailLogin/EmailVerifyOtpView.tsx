import { connectOtp, resendEmailCode } from '@gangway/core'
import { useKit } from '../../context/KitContext.tsx'
import type { ViewProps } from '../viewRegistry.ts'
import { OtpForm } from './OtpForm.tsx'

/** E-mail login: the code mailed to the address; then the embedded wallet connects. */
export function EmailVerifyOtpView({ data }: ViewProps) {
  const { kit } = useKit()
  const { email } = data as { email: string }
  return <OtpForm email={email} onSubmit={(code) => connectOtp(kit, code)} resend={() => resendEmailCode(kit, email)} />
}

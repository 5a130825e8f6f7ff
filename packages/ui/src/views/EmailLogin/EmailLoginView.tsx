import { useKit } from '../../context/KitContext.tsx'
import { useStore } from '../../context/useStore.ts'
import { EmailLoginForm } from '../Connect/EmailLoginForm.tsx'

/**
 * EmailLogin (SPEC §2; AppKit's view, opened by `open({ view: 'EmailLogin' })`): the e-mail field alone —
 * Continue mails a code (→ EmailVerifyOtp) or a device link (→ EmailVerifyDevice), and Back from those comes
 * here. Where e-mail login is off (`features.email: false`, or no page to put the frame in) it says so.
 */
export function EmailLoginView() {
  const { kit, t } = useKit()
  const { features } = useStore(kit.stores.options)
  if (!kit.embedded || features.email === false) {
    return (
      <p className="error-text" role="alert">
        {t('email.unavailable')}
      </p>
    )
  }
  return (
    <div className="email-login">
      <p>{t('email.intro')}</p>
      <EmailLoginForm />
    </div>
  )
}

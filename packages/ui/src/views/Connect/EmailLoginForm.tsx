import { connectEmail } from '@gangway/core'
import { EmailForm } from '../../components/EmailForm.tsx'
import { useKit } from '../../context/KitContext.tsx'

/** The e-mail field on Connect (SPEC: default connect-method order email, social, wallet). */
export function EmailLoginForm() {
  const { kit, t } = useKit()
  return <EmailForm label={t('email.label')} autoComplete="email" onSubmit={(email) => connectEmail(kit, email)} />
}

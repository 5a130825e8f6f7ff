import { useEffect } from 'react'
import { EmailForm } from '../../components/EmailForm.tsx'
import { useKit } from '../../context/KitContext.tsx'
import { whenIdle } from '../../context/whenIdle.ts'

const emailLogin = () => import('./emailLogin.ts')

/**
 * The e-mail field on Connect (SPEC: default connect-method order email, social, wallet). Its action loads
 * when the page is idle once Connect is shown (an effect: Connect rendered hidden ahead of the click runs
 * none), so the page's idle preload of Connect does not carry it; Continue awaits it if it has not arrived.
 */
export function EmailLoginForm() {
  const { kit, t } = useKit()
  useEffect(() => {
    whenIdle(() => emailLogin().catch(() => undefined))
  }, [])
  return (
    <EmailForm
      label={t('email.label')}
      autoComplete="email"
      onSubmit={async (email) => (await emailLogin()).connectEmail(kit, email)}
    />
  )
}

import { connectEmail, isValidEmail } from '@gangway/core'
import { type FormEvent, useState } from 'react'
import { useKit } from '../../context/KitContext.tsx'

/** The e-mail field at the top of Connect (SPEC: default connect-method order email, social, wallet). */
export function EmailLoginForm() {
  const { kit, t } = useKit()
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!isValidEmail(email)) {
      setError(t('email.invalid'))
      return
    }
    setError(undefined)
    setBusy(true)
    try {
      await connectEmail(kit, email)
    } catch (e) {
      setError((e as Error).message || t('error.generic'))
    } finally {
      setBusy(false)
    }
  }
  return (
    <form className="email-form" onSubmit={(e) => void submit(e)} noValidate>
      <input
        className="search"
        type="email"
        autoComplete="email"
        placeholder={t('email.placeholder')}
        aria-label={t('email.label')}
        aria-invalid={error ? true : undefined}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        disabled={busy}
      />
      <button type="submit" className="primary" disabled={busy || email.trim() === ''}>
        {busy ? t('modal.loading') : t('email.continue')}
      </button>
      {error ? (
        <p className="error-text" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  )
}

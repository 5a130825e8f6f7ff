import { type FormEvent, useState } from 'react'
import { useKit } from '../context/KitContext.tsx'

/**
 * An e-mail field with Continue: busy while `onSubmit` runs, its error shown under the field. Used for e-mail
 * login and for the new address of an e-mail update. The address's form is checked by the action itself
 * (`connectEmail`, `updateEmail`: INVALID_EMAIL before anything is sent), shown in the catalog's words — not
 * twice, so the check is not in the code loaded before the dialog opens (issue 38).
 */
export function EmailForm({
  label,
  autoComplete,
  onSubmit,
}: {
  label: string
  autoComplete?: string
  onSubmit(email: string): Promise<unknown>
}) {
  const { t } = useKit()
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setError(undefined)
    setBusy(true)
    try {
      await onSubmit(email)
    } catch (e) {
      const { code, message } = e as { code?: unknown; message?: string }
      setError(code === 'INVALID_EMAIL' ? t('email.invalid') : message || t('error.generic'))
    } finally {
      setBusy(false)
    }
  }
  return (
    <form className="email-form" onSubmit={(e) => void submit(e)} noValidate>
      <input
        className="search"
        type="email"
        autoComplete={autoComplete}
        placeholder={t('email.placeholder')}
        aria-label={label}
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

import { isValidEmail, updateEmail } from '@gangway/core'
import { type FormEvent, useState } from 'react'
import { useKit } from '../../context/KitContext.tsx'

/** Update e-mail: the new address; codes to the current and then the new address follow. */
export function UpdateEmailWalletView() {
  const { kit, t } = useKit()
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!isValidEmail(email)) return setError(t('email.invalid'))
    setBusy(true)
    setError(undefined)
    try {
      await updateEmail(kit, email)
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
        placeholder={t('email.placeholder')}
        aria-label={t('email.newAddress')}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        disabled={busy}
      />
      <button type="submit" className="primary" disabled={busy || email.trim() === ''}>
        {t('email.continue')}
      </button>
      {error ? (
        <p className="error-text" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  )
}

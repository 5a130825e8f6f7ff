import { ConstantsUtil } from '@gangway/core'
import { type FormEvent, useEffect, useState } from 'react'
import { useKit } from '../../context/KitContext.tsx'

/** A 6-digit code field; submits on the 6th digit; "Resend code" after 30 s (SPEC §9) when `resend` is given. */
export function OtpForm({
  email,
  onSubmit,
  resend,
}: {
  email: string
  onSubmit(code: string): Promise<void>
  resend?: () => Promise<void>
}) {
  const { t } = useKit()
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)
  const [sentAt, setSentAt] = useState(() => Date.now())
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [])
  const wait = Math.max(0, Math.ceil((sentAt + ConstantsUtil.EMAIL_OTP_RESEND_MS - now) / 1000))
  const submit = async (value: string) => {
    setBusy(true)
    setError(undefined)
    try {
      await onSubmit(value)
    } catch (e) {
      setError((e as Error).message || t('error.generic'))
      setCode('')
    } finally {
      setBusy(false)
    }
  }
  return (
    <form
      className="center"
      onSubmit={(e: FormEvent) => {
        e.preventDefault()
        if (code.length === 6) void submit(code)
      }}
    >
      <p className="muted">{t('email.codeSent', { email })}</p>
      <input
        className="search otp"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        aria-label={t('email.code')}
        value={code}
        disabled={busy}
        onChange={(e) => {
          const digits = e.target.value.replace(/\D/g, '').slice(0, 6)
          setCode(digits)
          if (digits.length === 6) void submit(digits)
        }}
      />
      {error ? (
        <p className="error-text" role="alert">
          {error}
        </p>
      ) : null}
      {resend ? (
        <button
          type="button"
          className="link"
          disabled={wait > 0 || busy}
          onClick={() =>
            void resend().then(
              () => setSentAt(Date.now()),
              (e: Error) => setError(e.message),
            )
          }
        >
          {wait > 0 ? t('email.resendIn', { seconds: wait }) : t('email.resend')}
        </button>
      ) : null}
    </form>
  )
}

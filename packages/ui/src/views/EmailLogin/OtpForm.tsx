import { ConstantsUtil } from '@gangway/core'
import { type ClipboardEvent, type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { EmailAddress } from '../../components/EmailAddress.tsx'
import { useKit } from '../../context/KitContext.tsx'
import { textWithNode } from '../../i18n/textWithNode.tsx'

/** The code's length (SPEC: a 6-digit e-mail code). */
const LENGTH = 6
const EMPTY: readonly string[] = Array.from({ length: LENGTH }, () => '')

/**
 * The e-mailed code, one cell per digit: typing moves to the next cell, Backspace on an empty cell clears the
 * one before, the arrow keys, Home and End move; a whole code pasted (or filled in by the browser from
 * `autocomplete="one-time-code"`, or typed into the first cell) fills every cell. It submits on the 6th
 * digit; "Resend code" after 30 s (SPEC §9) when `resend` is given. The cells sit in a group named by the
 * sentence above them, each named "Digit n of 6".
 */
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
  const [digits, setShown] = useState<readonly string[]>(EMPTY)
  // the cells' digits as of the last key, not the last render: keys typed faster than React renders (a
  // password manager, a quick typist, a test) each see the ones before them
  const current = useRef<readonly string[]>(EMPTY)
  const setDigits = (next: readonly string[]) => {
    current.current = next
    setShown(next)
  }
  const [error, setError] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)
  const [sentAt, setSentAt] = useState(() => Date.now())
  const [now, setNow] = useState(() => Date.now())
  const cells = useRef<(HTMLInputElement | null)[]>([])
  // bumped after a refused code: once the cells are enabled again, the first one takes the focus
  const [refocus, setRefocus] = useState(0)
  const labelId = useId()
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [])
  const wait = Math.max(0, Math.ceil((sentAt + ConstantsUtil.EMAIL_OTP_RESEND_MS - now) / 1000))
  const focus = (index: number) => {
    const cell = cells.current[Math.max(0, Math.min(LENGTH - 1, index))]
    cell?.focus()
    cell?.select()
  }
  const submit = async (value: string) => {
    setBusy(true)
    setError(undefined)
    try {
      await onSubmit(value)
    } catch (e) {
      setError((e as Error).message || t('error.generic'))
      setDigits(EMPTY)
      setBusy(false)
      setRefocus((n) => n + 1)
      return
    }
    setBusy(false)
  }
  useEffect(() => {
    if (refocus > 0) cells.current[0]?.focus()
  }, [refocus])
  /** Puts `text`'s digits into the cells from `from` on (a whole code from the first), then moves or submits. */
  const fill = (from: number, text: string) => {
    const incoming = text.replace(/\D/g, '')
    if (!incoming) return
    const start = incoming.length >= LENGTH ? 0 : from
    const next = [...current.current]
    for (let k = 0; k < incoming.length && start + k < LENGTH; k++) next[start + k] = incoming[k] as string
    setDigits(next)
    if (next.every(Boolean)) void submit(next.join(''))
    else focus(start + incoming.length)
  }
  const clear = (index: number) => setDigits(current.current.map((d, k) => (k === index ? '' : d)))
  const onKeyDown = (index: number) => (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Backspace' && !current.current[index] && index > 0) {
      e.preventDefault()
      clear(index - 1)
      focus(index - 1)
    } else if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
      e.preventDefault()
      focus(index + (e.key === 'ArrowLeft' ? -1 : 1))
    } else if (e.key === 'Home' || e.key === 'End') {
      e.preventDefault()
      focus(e.key === 'Home' ? 0 : LENGTH - 1)
    }
  }
  return (
    <form
      className="center"
      onSubmit={(e: FormEvent) => {
        e.preventDefault()
        if (current.current.every(Boolean)) void submit(current.current.join(''))
      }}
    >
      <p className="muted" id={labelId}>
        {textWithNode(t, 'email.codeSent', 'email', <EmailAddress email={email} />)}
      </p>
      {/* digits read left to right in every language, as the mail writes the code */}
      <fieldset className="otp-cells" aria-labelledby={labelId} dir="ltr" data-testid="otp-cells">
        {digits.map((digit, index) => (
          <input
            // biome-ignore lint/suspicious/noArrayIndexKey: a cell is its position
            key={index}
            ref={(el) => {
              cells.current[index] = el
            }}
            className="otp-cell"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={t('email.codeDigit', { n: index + 1, count: LENGTH })}
            // biome-ignore lint/a11y/noAutofocus: the code is the one thing to do in this view
            autoFocus={index === 0}
            value={digit}
            disabled={busy}
            onFocus={(e) => e.currentTarget.select()}
            onKeyDown={onKeyDown(index)}
            onPaste={(e: ClipboardEvent<HTMLInputElement>) => {
              e.preventDefault()
              fill(index, e.clipboardData.getData('text'))
            }}
            onChange={(e) => {
              const value = e.target.value
              if (value === '') return clear(index)
              // a cell that held a digit and got one more: the new one is whichever is not the old
              const old = current.current[index] ?? ''
              const typed =
                old && value.length === 2 ? (value.startsWith(old) ? value.slice(1) : value.slice(0, 1)) : value
              fill(index, typed)
            }}
          />
        ))}
      </fieldset>
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

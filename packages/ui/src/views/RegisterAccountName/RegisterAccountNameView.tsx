import { ConstantsUtil, getNameSuggestions, nameLabel, nameZone, registerName, validateName } from '@gangway/core'
import { NAME_LABEL_MAX_LENGTH } from '@gangway/protocol'
import { type FormEvent, useEffect, useId, useState } from 'react'
import { useKit } from '../../context/KitContext.tsx'
import { useStore } from '../../context/useStore.ts'
import { useFeatureText } from '../../i18n/useFeatureText.ts'
import { namesText } from './namesText.ts'

/** Success loads with this view's chunk (`viewRegistry`). */
export { RegisterAccountNameSuccessView } from './RegisterAccountNameSuccessView.tsx'

/**
 * RegisterAccountName (SPEC §2/§4/§5, AppKit's `w3m-register-account-name-view`): the label with the server's
 * zone as suffix and SPEC §5's rules shown up front; once typing pauses (300 ms, SPEC §9) the server says
 * whether the name is free and, when it is taken, offers free ones (a click fills the field); Register is
 * enabled only for a valid, free name; then the wallet (or the login frame) signs and the dialog shows
 * RegisterAccountNameSuccess — or this view again with the reason.
 */
export function RegisterAccountNameView() {
  const { kit } = useKit()
  const text = useFeatureText(namesText)
  const names = useStore(kit.stores.names)
  const profileName = useStore(kit.stores.chains, (s) => s.accounts.eip155?.profileName)
  const [value, setValue] = useState('')
  const [submitting, setSubmitting] = useState(false)
  const inputId = useId()
  const rulesId = useId()
  const zone = nameZone(kit)
  const label = nameLabel(value, zone)
  // "too short" waits until typing pauses (300 ms, SPEC §9) or the field is left: the first keystroke of any
  // name is too short, and saying so then reads as an error for doing nothing wrong
  const [paused, setPaused] = useState(true)
  // biome-ignore lint/correctness/useExhaustiveDependencies: every keystroke (a new `value`) restarts the pause
  useEffect(() => {
    setPaused(false)
    const timer = setTimeout(() => setPaused(true), ConstantsUtil.NAME_SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [value])
  const problem =
    label === ''
      ? undefined
      : label.length < 4
        ? paused
          ? text('names.tooShort')
          : undefined
        : label.length > NAME_LABEL_MAX_LENGTH
          ? text('names.tooLong', { max: NAME_LABEL_MAX_LENGTH })
          : validateName(label)
            ? undefined
            : text('names.invalid')
  const valid = label.length >= 4 && problem === undefined
  useEffect(() => {
    if (!valid) return
    const timer = setTimeout(
      () => void getNameSuggestions(kit, label).catch(() => undefined),
      ConstantsUtil.NAME_SEARCH_DEBOUNCE_MS,
    )
    return () => clearTimeout(timer)
  }, [kit, label, valid])

  const fullName = `${label}.${zone}`
  const answered = valid && names.suggestionsFor === label && !names.loading
  const asked = answered ? names.suggestions.find((s) => s.name === fullName) : undefined
  const alternatives = answered && asked?.registered ? names.suggestions.filter((s) => !s.registered) : []
  const checking = valid && !answered && !submitting
  const canRegister = Boolean(asked && !asked.registered) && !submitting && !profileName
  const register = async (event?: FormEvent) => {
    event?.preventDefault()
    if (!canRegister) return
    setSubmitting(true)
    try {
      await registerName(kit, { name: label })
    } catch {
      // the reason is in the names store (shown below)
    } finally {
      setSubmitting(false)
    }
  }
  return (
    <form className="send" data-testid="register-name" onSubmit={(event) => void register(event)}>
      <label htmlFor={inputId}>{text('names.label')}</label>
      <div className="input-row">
        <input
          id={inputId}
          className="search"
          data-testid="register-name-input"
          value={value}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          aria-describedby={rulesId}
          aria-invalid={problem ? true : undefined}
          disabled={submitting}
          onChange={(event) => setValue(event.currentTarget.value)}
          onBlur={() => setPaused(true)}
        />
        <span className="muted" data-testid="register-name-zone">
          .{zone}
        </span>
      </div>
      <p className="muted" id={rulesId}>
        {text('names.rules')}
      </p>
      <p aria-live="polite" data-testid="register-name-status" className={problem ? 'error-text' : 'muted'}>
        {problem ??
          (checking
            ? text('names.checking', { name: fullName })
            : asked
              ? text(asked.registered ? 'names.taken' : 'names.available', { name: fullName })
              : '')}
      </p>
      {alternatives.length > 0 ? (
        <>
          <p className="label">{text('names.suggestions')}</p>
          <ul className="chips" data-testid="register-name-suggestions">
            {alternatives.map((s) => (
              <li key={s.name}>
                <button
                  type="button"
                  className="secondary"
                  data-testid="account-name-suggestion"
                  onClick={() => setValue(nameLabel(s.name, zone))}
                >
                  {s.name}
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {profileName ? (
        <p className="muted" data-testid="register-name-owned">
          {text('names.alreadyOwned')}: {profileName}
        </p>
      ) : null}
      {names.error && !submitting ? (
        <p className="error-text" role="alert" data-testid="register-name-error">
          {names.error}
        </p>
      ) : null}
      {submitting ? (
        <div className="center" role="status">
          <div className="spinner" />
          <p className="muted">{text('names.signing')}</p>
        </div>
      ) : (
        <button type="submit" className="primary" data-testid="register-name-submit" disabled={!canRegister}>
          {valid ? text('names.register', { name: fullName }) : text('names.registerEmpty')}
        </button>
      )}
    </form>
  )
}

import { LOCALE_NAMES, SUPPORTED_LOCALES, useAppKitTheme } from '@gangway/react'
import { type ReactNode, useId } from 'react'
import { type DemoOptions, demoOptions, demoUrl } from './demoOptions.ts'

/** Reloads the page with `change` applied: a site configures its dialog once, at start. */
const reloadWith = (change: Partial<DemoOptions>) => location.assign(demoUrl(location.href, change))

/** A group of choices shown as a segmented control: real radio buttons (arrow keys move between them). */
function Segmented<T extends string>(props: {
  legend: string
  name: string
  value: T
  choices: readonly { value: T; label: string }[]
  onChange(value: T): void
}) {
  return (
    <fieldset className="setting">
      <legend>{props.legend}</legend>
      <div className="segmented">
        {props.choices.map((choice) => (
          <label key={choice.value} className={choice.value === props.value ? 'on' : undefined}>
            <input
              type="radio"
              name={props.name}
              value={choice.value}
              checked={choice.value === props.value}
              onChange={() => props.onChange(choice.value)}
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  )
}

function Toggle(props: { label: string; checked: boolean; disabled?: boolean; onChange?(checked: boolean): void }) {
  return (
    <label className={`toggle${props.disabled ? ' disabled' : ''}`}>
      <input
        type="checkbox"
        role="switch"
        aria-checked={props.checked}
        checked={props.checked}
        disabled={props.disabled}
        onChange={(e) => props.onChange?.(e.target.checked)}
      />
      <span className="track" aria-hidden="true" />
      {props.label}
    </label>
  )
}

function Setting(props: { legend: string; note?: string; children: ReactNode }) {
  return (
    <fieldset className="setting">
      <legend>{props.legend}</legend>
      <div className="choices">{props.children}</div>
      {props.note ? <p className="note">{props.note}</p> : null}
    </fieldset>
  )
}

/**
 * "Try it with": every option a site sets, switchable from the page — chains (EVM always, Solana, Bitcoin),
 * several wallets at once, sign-in (required, optional, off), the dialog's language (20) and the theme. All but
 * the theme reload the page with the option in its URL (`demoOptions.ts`), as a site makes its dialog once;
 * the theme switches at once (`setThemeMode`) and is kept in the URL too.
 */
export function DemoSettings() {
  const theme = useAppKitTheme()
  const languageId = useId()
  const options = demoOptions
  return (
    <section className="settings" id="try" aria-labelledby="settings-heading">
      <div className="settings-head">
        <h2 id="settings-heading">Try it with</h2>
        <p>Everything a site sets up — switch it here; the page reloads with a new dialog.</p>
      </div>
      <div className="settings-grid">
        <Setting legend="Chains">
          <Toggle label="EVM" checked disabled />
          <Toggle label="Solana" checked={options.solana} onChange={(solana) => reloadWith({ solana })} />
          <Toggle label="Bitcoin" checked={options.bitcoin} onChange={(bitcoin) => reloadWith({ bitcoin })} />
        </Setting>
        <Setting legend="Wallets">
          <Toggle
            label="Several at once"
            checked={options.multiWallet === 'on'}
            onChange={(on) => reloadWith({ multiWallet: on ? 'on' : undefined })}
          />
        </Setting>
        <Segmented
          legend="Sign-in"
          name="sign-in"
          value={options.signIn}
          choices={[
            { value: 'required', label: 'Required' },
            { value: 'optional', label: 'Optional' },
            { value: 'off', label: 'Off' },
          ]}
          onChange={(signIn) => reloadWith({ signIn })}
        />
        <fieldset className="setting">
          <legend>
            <label htmlFor={languageId}>Language</label>
          </legend>
          <select
            id={languageId}
            value={options.locale ?? ''}
            onChange={(e) => reloadWith({ locale: e.target.value || undefined })}
          >
            <option value="">The browser’s</option>
            {SUPPORTED_LOCALES.map((code) => (
              <option key={code} value={code} lang={code}>
                {LOCALE_NAMES[code]}
              </option>
            ))}
          </select>
        </fieldset>
        <Segmented
          legend="Theme"
          name="theme"
          value={theme.themeMode}
          choices={[
            { value: 'light', label: 'Light' },
            { value: 'dark', label: 'Dark' },
          ]}
          onChange={(mode) => {
            theme.setThemeMode(mode)
            history.replaceState(null, '', demoUrl(location.href, { theme: mode }))
          }}
        />
      </div>
    </section>
  )
}

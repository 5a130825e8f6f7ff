import { type AlertState, hideAlert } from '@gangway/core'
import { Icon } from '../components/Icon.tsx'
import { useKit } from '../context/KitContext.tsx'
import { useStore } from '../context/useStore.ts'
import type { Translate } from '../i18n/createTranslator.ts'
import type { MessageKey } from '../i18n/en.ts'

/** The alert of SPEC §8 (origin not allowed, network not found …) at the top of the dialog. */
export function AlertBar() {
  const { kit, t } = useKit()
  const alert = useStore(kit.stores.alert)
  if (!alert.open) return null
  return (
    <div className={`alert ${alert.variant}`} role="alert" data-code={alert.code}>
      <Icon name="warning" />
      <p>{alertText(alert, t)}</p>
      <button type="button" className="icon-button" aria-label={t('modal.close')} onClick={() => hideAlert(kit)}>
        <Icon name="close" size={16} />
      </button>
    </div>
  )
}

/** The catalog's text for the alert's code, else core's (English) message. */
function alertText(alert: AlertState, t: Translate): string {
  const key = `alert.${alert.code}` as MessageKey
  const text = t(key, alert.params)
  return text === key ? alert.message : text
}

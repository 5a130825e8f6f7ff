import { hideAlert } from '@gangway/core'
import { Icon } from '../components/Icon.tsx'
import { useKit } from '../context/KitContext.tsx'
import { useStore } from '../context/useStore.ts'

/** The alert of SPEC §8 (origin not allowed, network not found …) at the top of the dialog. */
export function AlertBar() {
  const { kit, t } = useKit()
  const alert = useStore(kit.stores.alert)
  if (!alert.open) return null
  return (
    <div className={`alert ${alert.variant}`} role="alert" data-code={alert.code}>
      <Icon name="warning" />
      <p>{alert.message}</p>
      <button type="button" className="icon-button" aria-label={t('modal.close')} onClick={() => hideAlert(kit)}>
        <Icon name="close" size={16} />
      </button>
    </div>
  )
}

import { openModal } from '@gangway/core'
import { useKit } from '../context/KitContext.tsx'
import { useStore } from '../context/useStore.ts'
import type { ButtonProps } from './ButtonProps.ts'

/** `<appkit-connect-button>`: opens the dialog; shows the loading label while a connection is being made. */
export function ConnectButton({ size = 'md', label, loadingLabel, disabled, namespace }: ButtonProps) {
  const { kit, t } = useKit()
  const connecting = useStore(
    kit.stores.chains,
    (s) => s.accounts[namespace ?? s.activeNamespace]?.status === 'connecting',
  )
  // only while connecting does the dialog's state change the label: opening it re-renders no button otherwise
  const busy = useStore(kit.stores.modal, (s) => connecting && !s.open)
  return (
    <button
      type="button"
      className={`button ${size}`}
      disabled={disabled || busy}
      onClick={() => openModal(kit, namespace ? { namespace } : {})}
    >
      {busy ? (loadingLabel ?? t('button.connecting')) : (label ?? t('button.connect'))}
    </button>
  )
}

import { openModal } from '@gangway/core'
import { useKit } from '../context/KitContext.tsx'
import { useStore } from '../context/useStore.ts'
import type { ButtonProps } from './ButtonProps.ts'

/** `<appkit-connect-button>`: opens the dialog; shows the loading label while a connection is being made. */
export function ConnectButton({ size = 'md', label, loadingLabel, disabled, namespace }: ButtonProps) {
  const { kit, t } = useKit()
  const status = useStore(kit.stores.chains, (s) => s.accounts[namespace ?? s.activeNamespace]?.status)
  const open = useStore(kit.stores.modal, (s) => s.open)
  const busy = status === 'connecting' && !open
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

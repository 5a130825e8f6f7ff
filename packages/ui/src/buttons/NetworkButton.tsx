import { openModal } from '@gangway/core'
import { NetworkIcon } from '../components/Icon.tsx'
import { useKit } from '../context/KitContext.tsx'
import { useStore } from '../context/useStore.ts'
import type { ButtonProps } from './ButtonProps.ts'

/** `<appkit-network-button>`: the active network; opens Networks. */
export function NetworkButton({ size = 'md', label, disabled }: ButtonProps) {
  const { kit, t } = useKit()
  const chains = useStore(kit.stores.chains)
  const name = chains.unsupportedNetwork ? t('button.unknownNetwork') : chains.activeNetwork.name
  return (
    <button
      type="button"
      className={`button network ${size}`}
      disabled={disabled}
      onClick={() => openModal(kit, { view: 'Networks' })}
    >
      <NetworkIcon network={chains.unsupportedNetwork ? undefined : chains.activeNetwork} size={18} />
      <span>{label ?? name}</span>
    </button>
  )
}

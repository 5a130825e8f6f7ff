import { openModal } from '@gangway/core'
import { Avatar } from '../components/Avatar.tsx'
import { useKit } from '../context/KitContext.tsx'
import { useStore } from '../context/useStore.ts'
import { shortenAddress } from '../format/shortenAddress.ts'
import type { ButtonProps } from './ButtonProps.ts'

/** `<appkit-account-button>`: avatar, balance (unless `balance="hide"`) and address; opens Account. */
export function AccountButton({ size = 'md', disabled, balance = 'show', namespace }: ButtonProps) {
  const { kit, format } = useKit()
  const account = useStore(kit.stores.chains, (s) => s.accounts[namespace ?? s.activeNamespace])
  if (!account?.isConnected || !account.address) return null
  const shown = format.amount(account.balance)
  return (
    <button
      type="button"
      className={`button account ${size}`}
      disabled={disabled}
      onClick={() => openModal(kit, namespace ? { namespace } : {})}
    >
      <Avatar address={account.address} image={account.profileImage} size={20} />
      {balance === 'show' && shown !== undefined ? (
        <span className="balance">
          {shown} {account.balanceSymbol}
        </span>
      ) : null}
      <span>{account.profileName ?? shortenAddress(account.address)}</span>
    </button>
  )
}

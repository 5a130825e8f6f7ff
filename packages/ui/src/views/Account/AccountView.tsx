import { disconnect, fetchBalance, routerPush, routerReset, showSnack } from '@gangway/core'
import { useEffect } from 'react'
import { Avatar } from '../../components/Avatar.tsx'
import { Icon } from '../../components/Icon.tsx'
import { useKit } from '../../context/KitContext.tsx'
import { useStore } from '../../context/useStore.ts'
import { formatBalance } from '../../format/formatBalance.ts'
import { shortenAddress } from '../../format/shortenAddress.ts'

/** Account: avatar, name or address (copy), native balance (3 decimals), network, disconnect. */
export function AccountView() {
  const { kit, t } = useKit()
  const chains = useStore(kit.stores.chains)
  const account = chains.accounts[chains.activeNamespace]
  const connected = account?.isConnected === true
  useEffect(() => {
    if (!connected) routerReset(kit, 'Connect')
    else if (account?.balance === undefined) void fetchBalance(kit).catch(() => undefined)
  }, [kit, connected, account?.balance])
  if (!connected || !account?.address) return null
  const address = account.address
  const balance = formatBalance(account.balance)
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address)
      showSnack(kit, t('account.copied'), 'success')
    } catch {
      showSnack(kit, t('error.generic'), 'error')
    }
  }
  const network = chains.unsupportedNetwork ? undefined : chains.activeNetwork
  return (
    <>
      <div className="account">
        <Avatar address={address} image={account.profileImage} />
        <div className="address">
          <span data-testid="account-address" title={address}>
            {account.profileName ?? shortenAddress(address)}
          </span>
          <button type="button" className="icon-button" aria-label={t('account.copy')} onClick={copy}>
            <Icon name="copy" size={16} />
          </button>
        </div>
        <p className="balance" data-testid="account-balance">
          {balance !== undefined ? `${balance} ${account.balanceSymbol ?? ''}`.trim() : '…'}
        </p>
      </div>
      <div className="actions">
        <button type="button" className="item" onClick={() => routerPush(kit, 'Networks')}>
          <Icon name="network" />
          <span className="name">
            {t('account.network')}: {network?.name ?? t('button.unknownNetwork')}
          </span>
          <Icon name="chevron" />
        </button>
        <button type="button" className="item" onClick={() => void disconnect(kit).catch(() => undefined)}>
          <Icon name="close" />
          <span className="name">{t('account.disconnect')}</span>
        </button>
      </div>
    </>
  )
}

import {
  disconnect,
  fetchBalance,
  fetchIdentity,
  fetchSwapTokens,
  isOnRampAvailable,
  isSwapNetwork,
  resetNameRegistration,
  resetSend,
  routerPush,
  routerReset,
} from '@gangway/core'
import { useEffect } from 'react'
import { Avatar } from '../../components/Avatar.tsx'
import { EmailAddress } from '../../components/EmailAddress.tsx'
import { Icon } from '../../components/Icon.tsx'
import { NetworkIcon } from '../../components/NetworkIcon.tsx'
import { isSocialLoginProvider, SOCIAL_NAMES } from '../../components/socialNames.ts'
import { useKit } from '../../context/KitContext.tsx'
import { useCopy } from '../../context/useCopy.ts'
import { useStore } from '../../context/useStore.ts'
import { shortenAddress } from '../../format/shortenAddress.ts'
import { useFeatureText } from '../../i18n/useFeatureText.ts'
import { onRampText } from '../OnRamp/onRampText.ts'
import { walletsText } from '../ProfileWallets/walletsText.ts'
import { namesText } from '../RegisterAccountName/namesText.ts'
import { AccountTabs } from './AccountTabs.tsx'
import { NamespaceAccounts } from './NamespaceAccounts.tsx'
import { SwitchAccountTypeButton } from './SwitchAccountTypeButton.tsx'
import { TypedAddresses } from './TypedAddresses.tsx'

/**
 * Account: avatar, name or address (copy), native balance (3 decimals), Receive, Buy, Swap and Send, the Tokens / NFTs /
 * Activity tabs, network, disconnect.
 */
export function AccountView() {
  const { kit, t, format } = useKit()
  const text = useFeatureText(onRampText)
  const nameText = useFeatureText(namesText)
  const walletText = useFeatureText(walletsText)
  const chains = useStore(kit.stores.chains)
  const features = useStore(kit.stores.options, (s) => s.features)
  // the wallet actions Gangway has, in `features.walletFeaturesOrder` (AppKit lists only the ones named there)
  const swapKnown = useStore(kit.stores.swap, (s) => s.supported[chains.activeNetwork.caipNetworkId])
  const swaps = features.swaps && isSwapNetwork(kit, chains.activeNetwork)
  const buy = isOnRampAvailable(kit)
  const actions = features.walletFeaturesOrder.filter(
    (f): f is 'send' | 'receive' | 'swaps' | 'onramp' =>
      (f === 'send' && features.send) ||
      (f === 'receive' && features.receive) ||
      (f === 'swaps' && swaps) ||
      (f === 'onramp' && buy),
  )
  const copyText = useCopy()
  const account = chains.accounts[chains.activeNamespace]
  const connected = account?.isConnected === true
  useEffect(() => {
    if (!connected) routerReset(kit, 'Connect')
    else if (account?.balance === undefined) void fetchBalance(kit).catch(() => undefined)
  }, [kit, connected, account?.balance])
  useEffect(() => {
    // a network off SPEC's swap list may still be served by the operator's server (the devnets): ask it once
    if (features.swaps && swapKnown === undefined && chains.activeNetwork.chainNamespace === 'eip155') {
      void fetchSwapTokens(kit).catch(() => undefined)
    }
  }, [kit, features.swaps, swapKnown, chains.activeNetwork])
  useEffect(() => {
    if (connected && account?.address) void fetchIdentity(kit)
  }, [kit, connected, account?.address])
  if (!connected || !account?.address) return null
  const address = account.address
  const balance = format.amount(account.balance)
  const copy = () => copyText(address, 'account.copied')
  const network = chains.unsupportedNetwork ? undefined : chains.activeNetwork
  // a social login shows who signed in with which provider (its e-mail, if any, is the provider's to change)
  const social = isSocialLoginProvider(account.socialProvider) ? account.socialProvider : undefined
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
        {social ? (
          <p className="muted" data-testid="account-social" data-provider={social}>
            {t('account.socialUser', {
              provider: SOCIAL_NAMES[social],
              user: account.embeddedWalletInfo?.user.username ?? account.embeddedWalletInfo?.user.email ?? '',
            })}
          </p>
        ) : account.embeddedWalletInfo?.user.email ? (
          <p className="muted" data-testid="account-email">
            <EmailAddress email={account.embeddedWalletInfo.user.email} />
          </p>
        ) : account.embeddedWalletInfo?.user.username ? (
          <p className="muted" data-testid="account-username">
            {account.embeddedWalletInfo.user.username}
            {account.embeddedWalletInfo.user.fid === undefined
              ? null
              : ` · ${t('farcaster.fid', { fid: account.embeddedWalletInfo.user.fid })}`}
          </p>
        ) : null}
        <TypedAddresses accounts={account.allAccounts} />
        <p className="balance" data-testid="account-balance">
          {balance !== undefined ? `${balance} ${account.balanceSymbol ?? ''}`.trim() : '…'}
        </p>
      </div>
      {actions.length > 0 ? (
        <div className="wallet-actions">
          {actions.map((action) =>
            action === 'send' ? (
              <button
                key={action}
                type="button"
                className="secondary"
                onClick={() => {
                  resetSend(kit)
                  routerPush(kit, 'WalletSend')
                }}
              >
                {t('account.send')}
              </button>
            ) : action === 'onramp' ? (
              <button
                key={action}
                type="button"
                className="secondary"
                data-testid="account-buy"
                onClick={() => routerPush(kit, 'OnRampProviders')}
              >
                {text('account.buy')}
              </button>
            ) : action === 'swaps' ? (
              <button
                key={action}
                type="button"
                className="secondary"
                data-testid="account-swap"
                onClick={() => routerPush(kit, 'Swap', {})}
              >
                {t('account.swap')}
              </button>
            ) : (
              <button key={action} type="button" className="secondary" onClick={() => routerPush(kit, 'WalletReceive')}>
                {t('account.receive')}
              </button>
            ),
          )}
        </div>
      ) : null}
      <NamespaceAccounts />
      <AccountTabs />
      <div className="actions">
        {kit.options.enableNetworkSwitch ? (
          <button type="button" className="item" onClick={() => routerPush(kit, 'Networks')}>
            <NetworkIcon network={network} />
            <span className="name">
              {t('account.network')}: {network?.name ?? t('button.unknownNetwork')}
            </span>
            <Icon name="chevron" />
          </button>
        ) : null}
        {chains.activeNamespace === 'eip155' && !account.profileName ? (
          <button
            type="button"
            className="item"
            data-testid="account-choose-name"
            onClick={() => {
              resetNameRegistration(kit)
              routerPush(kit, 'RegisterAccountName')
            }}
          >
            <Icon name="wallet" />
            <span className="name">{nameText('account.chooseName')}</span>
            <Icon name="chevron" />
          </button>
        ) : null}
        {features.multiWallet ? (
          <button
            type="button"
            className="item"
            data-testid="account-wallets"
            onClick={() => routerPush(kit, 'ProfileWallets')}
          >
            <Icon name="wallet" />
            <span className="name">{walletText('account.wallets')}</span>
            <Icon name="chevron" />
          </button>
        ) : null}
        <SwitchAccountTypeButton />
        {account.embeddedWalletInfo?.authProvider === 'email' ? (
          <button type="button" className="item" onClick={() => routerPush(kit, 'UpdateEmailWallet')}>
            <Icon name="wallet" />
            <span className="name">{t('account.updateEmail')}</span>
            <Icon name="chevron" />
          </button>
        ) : null}
        <button type="button" className="item" onClick={() => void disconnect(kit).catch(() => undefined)}>
          <Icon name="close" />
          <span className="name">{account.embeddedWalletInfo ? t('account.signOut') : t('account.disconnect')}</span>
        </button>
      </div>
    </>
  )
}

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
import { useEffect, useState } from 'react'
import { Avatar } from '../../components/Avatar.tsx'
import { EmailAddress } from '../../components/EmailAddress.tsx'
import { Icon, NetworkIcon } from '../../components/Icon.tsx'
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

/** SPEC §9's default RPC timeout: a balance not known by then is said to be unavailable (SPEC §8). */
const BALANCE_TIMEOUT_MS = 10_000

const ACTION_ICONS = { send: 'send', receive: 'receive', swaps: 'swap', onramp: 'buy' } as const

/**
 * Account (issue 36's layout, as AppKit's and RainbowKit's): avatar, name or address (copy), the fiat total
 * of the tokens large with the native balance (3 decimals) under it — 'Token Balance Unavailable' once the
 * balance did not come within the RPC timeout —, a row with the network (opens Networks), the account type
 * (EVM: EOA or Smart account) and Disconnect (in sight without scrolling); Receive, Buy, Swap and Send as
 * icon buttons with their labels; the Tokens / NFTs / Activity tabs; then the account's settings rows.
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
  const tokens = useStore(kit.stores.portfolio, (s) => (s.tokensStatus === 'ready' ? s.tokens : undefined))
  const connector = useStore(kit.stores.connections, (s) => s.activeConnectorId[chains.activeNamespace])
  // the balance that never comes (no RPC for this network here) is said to be unavailable, not "…" forever
  const [late, setLate] = useState(false)
  const waiting = connected && account?.balance === undefined
  useEffect(() => {
    setLate(false)
    if (!waiting) return
    const timer = setTimeout(() => setLate(true), BALANCE_TIMEOUT_MS)
    return () => clearTimeout(timer)
  }, [waiting])
  if (!connected || !account?.address) return null
  const address = account.address
  const balance = format.amount(account.balance)
  const copy = () => copyText(address, 'account.copied')
  const network = chains.unsupportedNetwork ? undefined : chains.activeNetwork
  // a social login shows who signed in with which provider (its e-mail, if any, is the provider's to change)
  const social = isSocialLoginProvider(account.socialProvider) ? account.socialProvider : undefined
  const fiatTotal = tokens?.some((token) => token.value !== undefined && token.value !== null)
    ? tokens.reduce((sum, token) => sum + (token.value ?? 0), 0)
    : undefined
  const accountType =
    chains.activeNamespace !== 'eip155'
      ? undefined
      : connector === 'ID_AUTH' && account.preferredAccountType === 'smartAccount'
        ? t('account.type.smartAccount')
        : t('account.type.eoa')
  const actionLabel = (action: keyof typeof ACTION_ICONS) =>
    action === 'send'
      ? t('account.send')
      : action === 'receive'
        ? t('account.receive')
        : action === 'swaps'
          ? t('account.swap')
          : text('account.buy')
  const onAction = (action: keyof typeof ACTION_ICONS) => {
    if (action === 'send') {
      resetSend(kit)
      routerPush(kit, 'WalletSend')
    } else if (action === 'receive') routerPush(kit, 'WalletReceive')
    else if (action === 'swaps') routerPush(kit, 'Swap', {})
    else routerPush(kit, 'OnRampProviders')
  }
  const networkLabel = network?.name ?? t('button.unknownNetwork')
  return (
    <>
      <div className="account">
        <Avatar address={address} image={account.profileImage} />
        <div className="address">
          <span data-testid="account-address" title={address}>
            {account.profileName ?? shortenAddress(address)}
          </span>
          <button
            type="button"
            className="icon-button small"
            aria-label={t('account.copy')}
            title={t('account.copy')}
            onClick={copy}
          >
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
        {fiatTotal !== undefined ? (
          <p className="fiat-total" data-testid="account-fiat-total">
            {format.fiat(fiatTotal)}
          </p>
        ) : null}
        <p className={fiatTotal !== undefined ? 'balance' : 'balance big'} data-testid="account-balance">
          {balance !== undefined
            ? `${balance} ${account.balanceSymbol ?? ''}`.trim()
            : late
              ? t('tokens.unavailable')
              : '…'}
        </p>
        <TypedAddresses accounts={account.allAccounts} />
        <div className="account-meta">
          {kit.options.enableNetworkSwitch ? (
            <button
              type="button"
              className="pill"
              aria-label={`${t('account.network')}: ${networkLabel}`}
              title={t('account.network')}
              onClick={() => routerPush(kit, 'Networks')}
            >
              <NetworkIcon network={network} size={18} />
              <span className="ellipsis">{networkLabel}</span>
            </button>
          ) : (
            <span className="pill">
              <NetworkIcon network={network} size={18} />
              <span className="ellipsis">{networkLabel}</span>
            </span>
          )}
          {accountType ? (
            <span className="pill static" data-testid="account-type">
              {accountType}
            </span>
          ) : null}
          <button
            type="button"
            className="pill"
            data-testid="account-disconnect"
            onClick={() => void disconnect(kit).catch(() => undefined)}
          >
            <Icon name="logout" size={16} />
            <span>{account.embeddedWalletInfo ? t('account.signOut') : t('account.disconnect')}</span>
          </button>
        </div>
      </div>
      {actions.length > 0 ? (
        <div className="wallet-actions" style={{ gridTemplateColumns: `repeat(${actions.length}, minmax(0, 1fr))` }}>
          {actions.map((action) => (
            <button
              key={action}
              type="button"
              className="action"
              data-testid={action === 'onramp' ? 'account-buy' : action === 'swaps' ? 'account-swap' : undefined}
              onClick={() => onAction(action)}
            >
              <span className="action-icon">
                <Icon name={ACTION_ICONS[action]} size={20} />
              </span>
              <span>{actionLabel(action)}</span>
            </button>
          ))}
        </div>
      ) : null}
      <NamespaceAccounts />
      <AccountTabs />
      <div className="actions">
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
      </div>
    </>
  )
}

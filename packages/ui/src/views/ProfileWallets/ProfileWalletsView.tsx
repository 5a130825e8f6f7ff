import {
  AUTH_CONNECTOR_ID,
  type ConnectionItem,
  deleteConnection,
  isModalClosed,
  listConnections,
  multiWalletEnabled,
  routerPush,
  showSnack,
  switchConnection,
} from '@gangway/core'
import { useEffect, useState } from 'react'
import { Icon } from '../../components/Icon.tsx'
import { WalletIcon } from '../../components/WalletIcon.tsx'
import { useKit } from '../../context/KitContext.tsx'
import { useStore } from '../../context/useStore.ts'
import { shortenAddress } from '../../format/shortenAddress.ts'
import { useFeatureText } from '../../i18n/useFeatureText.ts'
import { UnavailableView } from '../Unavailable/UnavailableView.tsx'
import { walletsText } from './walletsText.ts'

/**
 * ProfileWallets (multi-wallet, SPEC §2/§4): the namespace's wallets — the current one, the other connected
 * ones (Active) and the recently connected ones (Disconnected) — each with its status, "Switch" (or
 * "Connect", which runs its login again) and "Delete", and "Add another wallet" (Connect; the dialog comes
 * back here once it connected). Reached from Account when `features.multiWallet` is on; off, it shows the
 * "unavailable" view. Each button names its wallet and address for screen readers; results are announced by
 * the snackbar (a polite live region).
 */
export function ProfileWalletsView() {
  const { kit } = useKit()
  const text = useFeatureText(walletsText)
  const enabled = useStore(kit.stores.options, (s) => s.features.multiWallet)
  // re-render on any change of connections, connectors or accounts
  useStore(kit.stores.connections)
  useStore(kit.stores.connectors)
  const namespace = useStore(kit.stores.chains, (s) => s.activeNamespace)
  useStore(kit.stores.chains, (s) => s.accounts)
  const [busy, setBusy] = useState<string | undefined>(undefined)
  const alive = useAlive()
  if (!enabled || !multiWalletEnabled(kit)) return <UnavailableView />
  const { connections, recentConnections } = listConnections(kit, namespace)

  const run = (key: string, work: () => Promise<unknown>, ok: () => void, failed: string) => {
    setBusy(key)
    work().then(
      () => {
        if (alive.current) setBusy(undefined)
        ok()
      },
      (error: unknown) => {
        if (alive.current) setBusy(undefined)
        if (!isModalClosed(error)) showSnack(kit, failed, 'error')
      },
    )
  }
  const onSwitch = (connection: ConnectionItem, address: string) =>
    run(
      `${connection.connectorId}:${address}`,
      async () => {
        // only the e-mail wallet can be told which of its accounts (EOA or smart account); other wallets
        // choose their account themselves
        const pick = connection.connectorId === AUTH_CONNECTOR_ID ? { address } : {}
        const result = await switchConnection(kit, { connection, namespace, ...pick })
        if (result?.hasSwitchedWallet) showSnack(kit, text('wallets.switched'), 'success')
        else if (result?.hasSwitchedAccount) showSnack(kit, text('wallets.accountSwitched'), 'success')
      },
      () => undefined,
      text('wallets.switchFailed'),
    )
  const onDelete = (connection: ConnectionItem, address: string) =>
    run(
      `${connection.connectorId}:${address}`,
      () =>
        deleteConnection(kit, {
          connectorId: connection.connectorId,
          namespace,
          ...(connection.accounts.length > 1 ? { address } : {}),
        }),
      () => showSnack(kit, text('wallets.deleted'), 'success'),
      text('wallets.deleteFailed'),
    )

  const rows = (list: ConnectionItem[]) =>
    list.flatMap((connection) =>
      connection.accounts.slice(0, connection.status === 'disconnected' ? undefined : 1).map((account) => {
        const key = `${connection.connectorId}:${account.address}`
        const short = shortenAddress(account.address)
        const label = connection.auth?.username ?? short
        const names = { name: connection.name, address: label }
        const current = connection.status === 'connected'
        return (
          <li
            key={key}
            className="row"
            data-testid="profile-wallet"
            data-connector-id={connection.connectorId}
            data-status={connection.status}
            aria-current={current ? 'true' : undefined}
            aria-busy={busy === key ? 'true' : undefined}
          >
            <WalletIcon src={connection.icon || undefined} />
            <span className="name">
              {connection.name}
              <small className="muted" title={account.address}>
                {label}
              </small>
            </span>
            {current ? (
              // only the wallet in use is tagged: the others say what they do (Switch, Connect) on their button
              <span className="tag accent" data-testid="profile-wallet-status">
                {text('wallets.connected')}
              </span>
            ) : null}
            {current ? null : (
              <button
                type="button"
                className="secondary small"
                data-testid="profile-wallet-switch"
                aria-label={text(
                  connection.status === 'disconnected' ? 'wallets.connectTo' : 'wallets.switchTo',
                  names,
                )}
                disabled={busy !== undefined}
                onClick={() => onSwitch(connection, account.address)}
              >
                {text(connection.status === 'disconnected' ? 'wallets.connect' : 'wallets.switch')}
              </button>
            )}
            <button
              type="button"
              className="icon-button"
              data-testid="profile-wallet-delete"
              aria-label={text('wallets.deleteNamed', names)}
              title={text('wallets.delete')}
              disabled={busy !== undefined}
              onClick={() => onDelete(connection, account.address)}
            >
              <Icon name="close" size={16} />
            </button>
          </li>
        )
      }),
    )

  return (
    <div className="profile-wallets" data-testid="profile-wallets">
      {connections.length === 0 && recentConnections.length === 0 ? (
        <p className="muted center">{text('wallets.empty')}</p>
      ) : null}
      {connections.length > 0 ? (
        <ul className="list" aria-label={text('wallets.current')}>
          {rows(connections)}
        </ul>
      ) : null}
      {recentConnections.length > 0 ? (
        <>
          <h3 className="muted" id="gw-recent-wallets">
            {text('wallets.recent')}
          </h3>
          <ul className="list" aria-labelledby="gw-recent-wallets">
            {rows(recentConnections)}
          </ul>
        </>
      ) : null}
      <div className="actions">
        <button
          type="button"
          className="item"
          data-testid="profile-wallets-add"
          disabled={busy !== undefined}
          onClick={() => routerPush(kit, 'Connect')}
        >
          <Icon name="wallet" />
          <span className="name">{text('wallets.add')}</span>
          <Icon name="chevron" />
        </button>
      </div>
    </div>
  )
}

/** Whether the view is still shown (a switch may end after the dialog moved on). */
function useAlive(): { current: boolean } {
  const [alive] = useState(() => ({ current: true }))
  useEffect(() => {
    alive.current = true
    return () => {
      alive.current = false
    }
  }, [alive])
  return alive
}

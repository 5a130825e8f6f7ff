import { type ListedConnector, routerPush } from '@gangway/core'
import { WalletIcon } from '../../components/WalletIcon.tsx'
import { useKit } from '../../context/KitContext.tsx'

/** Wallet rows; picking one goes to ConnectingExternal for it (ConnectingWalletConnect for WalletConnect). */
export function ConnectorList({ connectors }: { connectors: ListedConnector[] }) {
  const { kit, t } = useKit()
  return (
    <>
      {connectors.map((connector) => (
        <li key={connector.id}>
          <button
            type="button"
            className="item"
            data-connector-id={connector.id}
            onClick={() =>
              connector.type === 'WALLET_CONNECT'
                ? routerPush(kit, 'ConnectingWalletConnect', undefined)
                : routerPush(kit, 'ConnectingExternal', { connectorId: connector.id })
            }
          >
            <WalletIcon src={connector.imageUrl ?? connector.info?.icon} />
            <span className="name">{connector.name}</span>
            {connector.recent ? (
              <span className="tag accent">{t('connect.recent')}</span>
            ) : connector.installed ? (
              <span className="tag">{t('connect.installed')}</span>
            ) : null}
          </button>
        </li>
      ))}
    </>
  )
}

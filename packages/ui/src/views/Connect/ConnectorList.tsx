import { type ListedConnector, routerPush, walletImageUrl } from '@gangway/core'
import { WalletIcon } from '../../components/WalletIcon.tsx'
import { useKit } from '../../context/KitContext.tsx'
import type { MessageKey } from '../../i18n/en.ts'

/**
 * Wallet rows; picking one goes to ConnectingExternal for it (ConnectingWalletConnect for WalletConnect). A
 * wallet with connectors in several namespaces shows its chains as badges and asks which one first
 * (ConnectingMultiChain), as AppKit does.
 */
export function ConnectorList({ connectors }: { connectors: ListedConnector[] }) {
  const { kit, t } = useKit()
  const pick = (row: ListedConnector) => {
    if (row.type === 'WALLET_CONNECT') return routerPush(kit, 'ConnectingWalletConnect', undefined)
    if (row.connectors.length > 1) {
      return routerPush(kit, 'ConnectingMultiChain', {
        name: row.name,
        imageUrl: row.imageUrl ?? row.info?.icon,
        connectors: row.connectors.map((c) => ({ id: c.id, chain: c.chain, type: c.type })),
      })
    }
    routerPush(kit, 'ConnectingExternal', { connectorId: row.id, namespace: row.chain })
  }
  return (
    <>
      {connectors.map((connector) => (
        <li key={`${connector.id}:${connector.chain}`}>
          <button
            type="button"
            className="item"
            data-connector-id={connector.id}
            data-chains={connector.chains.join(' ')}
            onClick={() => pick(connector)}
          >
            <WalletIcon
              src={
                connector.imageUrl ??
                connector.info?.icon ??
                (connector.type === 'WALLET_CONNECT' ? walletImageUrl(kit, 'walletConnect') : undefined)
              }
            />
            {connector.chains.length > 1 && connector.type !== 'WALLET_CONNECT' ? (
              // the chains under the name, so the name keeps its width however many chains the wallet speaks
              <span className="name stacked">
                <span className="ellipsis">{connector.name}</span>
                <span className="tags">
                  {connector.chains.map((chain) => (
                    <span key={chain} className="tag chain" data-chain={chain}>
                      {t(`chain.${chain}` as MessageKey)}
                    </span>
                  ))}
                </span>
              </span>
            ) : (
              <span className="name">{connector.name}</span>
            )}
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

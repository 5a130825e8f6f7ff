import { type RouteEntry, routerPush } from '@gangway/core'
import { WalletIcon } from '../../components/WalletIcon.tsx'
import { useKit } from '../../context/KitContext.tsx'
import type { MessageKey } from '../../i18n/en.ts'
import type { ViewProps } from '../viewRegistry.ts'

type Data = Extract<RouteEntry, { view: 'ConnectingMultiChain' }>['data']

/** ConnectingMultiChain: a wallet that speaks several chains; the visitor picks the one to connect. */
export function ConnectingMultiChainView({ data }: ViewProps) {
  const { kit, t } = useKit()
  const wallet = data as Data
  return (
    <div className="center">
      <WalletIcon src={wallet.imageUrl} className="big-icon" />
      <p>
        <strong>{t('multiChain.title', { name: wallet.name })}</strong>
      </p>
      <p className="muted">{t('multiChain.hint')}</p>
      <ul className="list" aria-label={t('view.ConnectingMultiChain')}>
        {wallet.connectors.map((connector) => (
          <li key={connector.chain}>
            <button
              type="button"
              className="item"
              data-chain={connector.chain}
              onClick={() =>
                connector.type === 'WALLET_CONNECT'
                  ? routerPush(kit, 'ConnectingWalletConnect', undefined)
                  : routerPush(kit, 'ConnectingExternal', { connectorId: connector.id, namespace: connector.chain })
              }
            >
              <span className="name">{t(`chain.${connector.chain}` as MessageKey)}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}

import { routerPush } from '@gangway/core'
import { useMemo } from 'react'
import { Icon } from '../../components/Icon.tsx'
import { useKit } from '../../context/KitContext.tsx'
import { useStore } from '../../context/useStore.ts'
import { ConnectorList } from './ConnectorList.tsx'
import { orderConnectors } from './orderConnectors.ts'

/** Connect: installed and announced wallets first (recent ones marked), then "All wallets" and the guide. */
export function ConnectView() {
  const { kit, t } = useKit()
  const connectors = useStore(kit.stores.connectors, (s) => s.connectors)
  const listed = useMemo(
    () => orderConnectors(connectors, kit.storage.getRecentWallets(), kit.options),
    [connectors, kit],
  )
  const showAll = kit.options.features.allWallets && kit.options.allWallets !== 'HIDE'
  return (
    <>
      <ul className="list" aria-label={t('view.Connect')}>
        <ConnectorList connectors={listed} />
        {showAll ? (
          <li>
            <button type="button" className="item" onClick={() => routerPush(kit, 'AllWallets')}>
              <span
                className="wallet-icon"
                style={{ display: 'inline-flex', alignItems: 'center', justifyContent: 'center' }}
              >
                <Icon name="wallet" />
              </span>
              <span className="name">{t('connect.allWallets')}</span>
              <Icon name="chevron" />
            </button>
          </li>
        ) : null}
      </ul>
      {listed.length === 0 ? <p className="muted">{t('connect.noWallets')}</p> : null}
      {kit.options.enableWalletGuide ? (
        <div className="footer">
          <button type="button" className="link" onClick={() => routerPush(kit, 'WhatIsAWallet')}>
            {t('connect.whatIsAWallet')}
          </button>
        </div>
      ) : null}
    </>
  )
}

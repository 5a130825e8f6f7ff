import { routerPush } from '@gangway/core'
import { useMemo } from 'react'
import { Icon } from '../../components/Icon.tsx'
import { useKit } from '../../context/KitContext.tsx'
import { useStore } from '../../context/useStore.ts'
import { ConnectorList } from './ConnectorList.tsx'
import { EmailLoginForm } from './EmailLoginForm.tsx'
import { orderConnectors } from './orderConnectors.ts'
import { isInstalled, RegistryWalletList } from './RegistryWalletList.tsx'

/**
 * Connect: installed and announced wallets first (recent ones marked), then the site's featured wallets
 * and the registry's recommended ones (when the server answered), then "All wallets" and the guide.
 */
export function ConnectView() {
  const { kit, t } = useKit()
  const connectors = useStore(kit.stores.connectors, (s) => s.connectors)
  const features = useStore(kit.stores.options, (s) => s.features)
  const wallets = useStore(kit.stores.wallets)
  const listed = useMemo(
    () => orderConnectors(connectors, kit.storage.getRecentWallets(), kit.options),
    [connectors, kit],
  )
  const registry = useMemo(() => {
    if (!kit.options.enableWallets) return []
    const seen = new Set<string>()
    return [...wallets.featured, ...wallets.recommended].filter((w) => {
      if (seen.has(w.id) || isInstalled(w, connectors)) return false
      seen.add(w.id)
      return true
    })
  }, [wallets.featured, wallets.recommended, connectors, kit])
  const showAll = features.allWallets && kit.options.allWallets !== 'HIDE'
  const email = features.email && kit.embedded !== undefined
  // SPEC: default connect-method order email, social, wallet; a site may put wallets first
  const order = features.connectMethodsOrder
  const emailFirst = !order || order.indexOf('email') === -1 || order.indexOf('email') < order.indexOf('wallet')
  return (
    <>
      {email && emailFirst ? <EmailLoginForm /> : null}
      <ul className="list" aria-label={t('view.Connect')}>
        <ConnectorList connectors={listed} />
        <RegistryWalletList wallets={registry} />
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
      {listed.length === 0 && registry.length === 0 ? <p className="muted">{t('connect.noWallets')}</p> : null}
      {email && !emailFirst ? <EmailLoginForm /> : null}
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

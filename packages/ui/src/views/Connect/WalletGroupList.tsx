import { getWalletGroups, routerPush } from '@gangway/core'
import { useMemo } from 'react'
import { Icon } from '../../components/Icon.tsx'
import { useKit } from '../../context/KitContext.tsx'
import { useStore } from '../../context/useStore.ts'
import { ConnectorList } from './ConnectorList.tsx'
import { RegistryWalletList } from './RegistryWalletList.tsx'

/**
 * The wallets of Connect, in `features.connectorTypeOrder`'s groups (core's `walletGroups`), then "All
 * wallets" — shown with `allWallets: 'SHOW'`, on phones only with `'ONLY_MOBILE'`, never with 'HIDE', the
 * `allWallets` feature off or WalletConnect off (AllWallets lists the registry, which connects through it).
 */
export function WalletGroupList() {
  const { kit, t, format } = useKit()
  const connectors = useStore(kit.stores.connectors)
  const wallets = useStore(kit.stores.wallets)
  const options = useStore(kit.stores.options)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the groups are read from these stores
  const groups = useMemo(() => getWalletGroups(kit), [kit, connectors, wallets, options])
  const showAll =
    options.features.allWallets &&
    kit.options.enableWalletConnect &&
    (options.allWallets === 'SHOW' || (options.allWallets === 'ONLY_MOBILE' && kit.options.isMobile()))
  return (
    <>
      <ul className="list" aria-label={t('view.Connect')}>
        {groups.map((group) =>
          'connectors' in group ? (
            <ConnectorList key={group.type} connectors={group.connectors} />
          ) : (
            <RegistryWalletList key={group.type} wallets={group.wallets} />
          ),
        )}
        {showAll ? (
          // kept in sight at the bottom of the dialog while the list scrolls (below the fold it had no hint)
          <li className="sticky-end">
            <button
              type="button"
              className="item"
              data-testid="all-wallets"
              onClick={() => routerPush(kit, 'AllWallets')}
            >
              <span className="wallet-icon icon-box">
                <Icon name="grid" />
              </span>
              <span className="name">{t('connect.allWallets')}</span>
              {wallets.count >= 10 ? (
                <span className="tag">
                  {t('connect.walletCount', { count: format.number(Math.floor(wallets.count / 10) * 10) })}
                </span>
              ) : null}
              <Icon name="chevron" />
            </button>
          </li>
        ) : null}
      </ul>
      {groups.length === 0 ? <p className="muted">{t('connect.noWallets')}</p> : null}
    </>
  )
}

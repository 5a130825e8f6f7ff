import { type CaipNetwork, routerGoBack, routerPush, switchNetwork } from '@gangway/core'
import { NetworkIcon } from '../../components/NetworkIcon.tsx'
import { useKit } from '../../context/KitContext.tsx'
import { useStore } from '../../context/useStore.ts'

/** The site's networks; picking one switches (through SwitchNetwork when a wallet must approve). */
export function NetworkList() {
  const { kit, t } = useKit()
  const chains = useStore(kit.stores.chains)
  const connected = chains.accounts[chains.activeNamespace]?.isConnected === true
  const pick = (network: CaipNetwork) => {
    const active = network.caipNetworkId === chains.activeNetwork.caipNetworkId && !chains.unsupportedNetwork
    if (active) routerGoBack(kit)
    else if (connected && kit.options.enableNetworkSwitch) routerPush(kit, 'SwitchNetwork', { network })
    else
      void switchNetwork(kit, network).then(
        () => routerGoBack(kit),
        () => undefined,
      )
  }
  return (
    <ul className="list" aria-label={t('view.Networks')}>
      {chains.networks.map((network) => {
        const active = network.caipNetworkId === chains.activeNetwork.caipNetworkId && !chains.unsupportedNetwork
        return (
          <li key={network.caipNetworkId}>
            <button
              type="button"
              className="item"
              aria-current={active ? 'true' : undefined}
              data-network-id={network.caipNetworkId}
              onClick={() => pick(network)}
            >
              <NetworkIcon network={network} />
              <span className="name">{network.name}</span>
              {active ? <span className="tag accent">{t('networks.active')}</span> : null}
            </button>
          </li>
        )
      })}
    </ul>
  )
}

import { type CaipNetwork, routerGoBack, routerPush, routerReset, switchNetwork } from '@gangway/core'
import { NetworkIcon } from '../../components/Icon.tsx'
import { useKit } from '../../context/KitContext.tsx'
import { useStore } from '../../context/useStore.ts'

/**
 * The site's networks of every namespace; picking one switches. Within the connected EVM wallet the wallet
 * approves (SwitchNetwork). A network of another namespace that is connected too is switched to at once
 * (Solana wallets have no switch call); one of a namespace no wallet is connected in asks to connect one
 * (SwitchActiveChain).
 */
export function NetworkList() {
  const { kit, t } = useKit()
  const chains = useStore(kit.stores.chains)
  const isConnected = (network: CaipNetwork) => chains.accounts[network.chainNamespace]?.isConnected === true
  const anyConnected = Object.values(chains.accounts).some((a) => a?.isConnected)
  const pick = (network: CaipNetwork) => {
    const active = network.caipNetworkId === chains.activeNetwork.caipNetworkId && !chains.unsupportedNetwork
    const sameNamespace = network.chainNamespace === chains.activeNamespace
    if (active) routerGoBack(kit)
    else if (!isConnected(network) && anyConnected && !sameNamespace) routerPush(kit, 'SwitchActiveChain', { network })
    else if (isConnected(network) && network.chainNamespace === 'eip155' && kit.options.enableNetworkSwitch) {
      routerPush(kit, 'SwitchNetwork', { network })
    } else
      void switchNetwork(kit, network).then(
        () => (isConnected(network) ? routerReset(kit, 'Account') : routerGoBack(kit)),
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

import type { AdapterConnection, AdapterSetup, CaipNetwork, WalletConnectConnector } from '@gangway/core'
import type { Address } from 'viem'
import type { Config } from 'wagmi'

/** What of the EVM adapter the WalletConnect session reaches. */
type EvmAdapterLike = {
  readonly wagmiConfig: Config
  readonly networks: readonly CaipNetwork[]
  connect(params: { connectorId: string }): Promise<AdapterConnection>
}

/**
 * Joins the `eip155` namespace to the kit's one WalletConnect session (`hub`; without a kit, the adapter's
 * own): the wallet's changes go to wagmi's `walletConnect` connector, the pairing URI to the kit, and an
 * approval another namespace's pairing brought connects wagmi's connector too (no prompt: the session holds
 * the accounts) and is reported to the kit beside the other namespaces.
 */
export function attachWalletConnect(
  adapter: EvmAdapterLike,
  session: WalletConnectConnector | undefined,
  hub: AdapterSetup['walletConnect'],
  events: AdapterSetup['events'] | undefined,
): void {
  const connector = () => adapter.wagmiConfig.connectors.find((c) => c.id === session?.connectorId)
  session?.attach({
    hub,
    networks: [...adapter.networks],
    events: {
      accountsChanged: (accounts) => {
        const wagmi = connector()
        if (accounts.length === 0) wagmi?.emitter.emit('disconnect')
        else wagmi?.emitter.emit('change', { accounts: accounts.map((a) => a.address as Address) })
      },
      chainChanged: (caipNetworkId) =>
        connector()?.emitter.emit('change', { chainId: Number(caipNetworkId.split(':')[1]) }),
      pairingUri: (uri) => {
        connector()?.emitter.emit('message', { type: 'display_uri', data: uri })
        events?.pairingUri?.(session.connectorId, uri)
      },
      approved: () => {
        const wagmi = connector()
        if (!wagmi || !events) return
        void adapter
          .connect({ connectorId: wagmi.id })
          .then((connection) => events.connected?.(connection))
          .catch((error: unknown) =>
            console.warn('gangway: eip155: the WalletConnect session could not be read', error),
          )
      },
    },
  })
}

import { AdapterError, type CaipNetwork, type WalletConnectConnector, type WalletConnectProvider } from '@gangway/core'
import { type Address, type Chain, getAddress, numberToHex } from 'viem'
import { createConnector } from 'wagmi'

const checksummed = (addresses: readonly string[]) => addresses.map((a) => getAddress(a as Address))
const chainIdOf = (caipNetworkId: string | undefined) =>
  caipNetworkId === undefined ? undefined : Number(caipNetworkId.split(':')[1])

/**
 * The wagmi face of the `eip155` namespace of the kit's one WalletConnect session: a wagmi connector over
 * core's `WalletConnectConnector` (which the adapter joins to the session in `setup`). Connecting pairs only
 * when the session holds no EVM account yet — the pairing proposes every namespace of the site — and switching
 * chains asks the wallet through the same session. Loads WalletConnect only when a session exists or one is
 * being made (wagmi asks every connector at start). The wallet's changes reach wagmi through the adapter
 * (`WagmiAdapter.setup`), which emits them on this connector's emitter.
 */
export function walletConnectConnector(session: WalletConnectConnector, networks: readonly CaipNetwork[]) {
  return createConnector<WalletConnectProvider>((config) => {
    const chains = config.chains as readonly Chain[]
    const chainId = () => chainIdOf(session.chain()) ?? (chains[0]?.id as number)
    return {
      id: session.connectorId,
      name: session.name,
      type: 'walletConnect',
      /** The session's universal provider; undefined (nothing loaded) while no session was ever made here. */
      async getProvider() {
        if (session.provider || (await session.connect({ silent: true })).length > 0) {
          return session.provider as WalletConnectProvider
        }
        return undefined as unknown as WalletConnectProvider
      },
      async connect(params?: { chainId?: number; isReconnecting?: boolean }) {
        const network = networks.find((n) => n.id === params?.chainId)
        const accounts = await session.connect({ network, silent: params?.isReconnecting === true })
        if (accounts.length === 0) {
          throw new AdapterError('NOT_CONNECTED', 'WalletConnect holds no EVM session to restore', {
            rpcCode: 4100,
          })
        }
        return { accounts: checksummed(accounts.map((a) => a.address)), chainId: chainId() } as never
      },
      async disconnect() {
        await session.disconnect()
      },
      async getAccounts() {
        return checksummed(session.sessionAddresses())
      },
      async getChainId() {
        return chainId()
      },
      async isAuthorized() {
        return (await session.connect({ silent: true })).length > 0
      },
      async switchChain({ chainId: next }) {
        const chain = chains.find((c) => c.id === next)
        if (!chain) throw new AdapterError('NETWORK_NOT_FOUND', `Chain ${next} is not configured`)
        await session.request('wallet_switchEthereumChain', [{ chainId: numberToHex(next) }])
        session.selectChain(networks.find((n) => n.id === next))
        config.emitter.emit('change', { chainId: next })
        return chain
      },
      onAccountsChanged(accounts) {
        if (accounts.length === 0) config.emitter.emit('disconnect')
        else config.emitter.emit('change', { accounts: checksummed(accounts) })
      },
      onChainChanged(id) {
        config.emitter.emit('change', { chainId: Number(id) })
      },
      onDisconnect() {
        config.emitter.emit('disconnect')
      },
    }
  })
}

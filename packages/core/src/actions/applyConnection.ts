import type { ChainNamespace, Connection } from '@gangway/protocol'
import type { AdapterConnection } from '../adapter/ChainAdapter.ts'
import type { Kit } from '../Kit.ts'
import { connectorImage } from './connectorImage.ts'
import { findNetwork } from './findNetwork.ts'
import { refreshBalance } from './refreshBalance.ts'
import { sameIgnoringCase } from './sameIgnoringCase.ts'

/**
 * Records a connection an adapter reported: account state, the connection list (unique per connector id,
 * case-insensitive), wallet info, storage; then refreshes the balance in the background. `activate: false`
 * records it without making the namespace and its network the active ones (another namespace of the same
 * WalletConnect approval).
 */
export function applyConnection(
  kit: Kit,
  namespace: ChainNamespace,
  result: AdapterConnection,
  options: { activate?: boolean } = {},
): void {
  const activate = options.activate !== false
  const { chains, connections, connectors } = kit.stores
  const network = findNetwork(kit, namespace, result.chainId)
  const first = result.accounts[0]
  if (!first) throw new Error(`${namespace}: the wallet answered no account`)
  const known = connectors.get().connectors.filter((c) => sameIgnoringCase(c.id, result.connectorId))
  const connector = known.find((c) => c.chain === namespace) ?? known[0]
  const previous = chains.get().accounts[namespace]

  chains.set((s) => ({
    ...(network ? { namespaceNetworks: { ...s.namespaceNetworks, [namespace]: network } } : {}),
    ...(activate
      ? {
          activeNamespace: namespace,
          activeNetwork: network ?? s.activeNetwork,
          unsupportedNetwork: network === undefined,
        }
      : {}),
    accounts: {
      ...s.accounts,
      [namespace]: {
        caipAddress: `${namespace}:${result.chainId}:${first.address}`,
        address: first.address,
        isConnected: true,
        status: 'connected',
        allAccounts: result.accounts.map((a) => ({
          address: a.address,
          type: a.type ?? 'eoa',
          ...(a.publicKey ? { publicKey: a.publicKey } : {}),
          ...(a.path ? { path: a.path } : {}),
        })),
        preferredAccountType: first.type ?? 'eoa',
        ...(previous?.address === first.address
          ? { balance: previous.balance, balanceSymbol: previous.balanceSymbol }
          : {}),
      },
    },
  }))
  const connection: Connection = {
    connectorId: result.connectorId,
    accounts: result.accounts,
    ...(network ? { caipNetwork: network } : {}),
  }
  connections.set((s) => {
    const others = (s.connections[namespace] ?? []).filter((c) => !sameIgnoringCase(c.connectorId, result.connectorId))
    return {
      connections: { ...s.connections, [namespace]: [connection, ...others] },
      activeConnectorId: { ...s.activeConnectorId, [namespace]: result.connectorId },
      walletInfo: connector
        ? {
            name: connector.name,
            identifier: connector.id,
            ...(connectorImage(kit, connector) ? { icon: connectorImage(kit, connector) } : {}),
            ...(connector.info?.rdns ? { rdns: connector.info.rdns } : {}),
          }
        : s.walletInfo,
    }
  })
  kit.storage.setConnection(namespace, result.connectorId)
  // multi-wallet's recent connections (its own chunk: a site without the feature carries none of it)
  if (kit.stores.options.get().features.multiWallet) {
    const recent = {
      connectorId: result.connectorId,
      accounts: result.accounts.map((a) => ({ address: a.address, ...(a.type ? { type: a.type } : {}) })),
      ...(network ? { caipNetworkId: network.caipNetworkId } : {}),
    }
    void import('./rememberConnection.ts').then((m) => m.rememberConnection(kit, namespace, recent))
  }
  if (activate) {
    kit.storage.setLastChain(namespace)
    if (network) kit.storage.setActiveNetworkId(network.caipNetworkId)
  }
  if (connector) {
    kit.storage.setWallet({ id: connector.id, name: connector.name })
    kit.storage.addRecentWallet({
      id: connector.id,
      name: connector.name,
      ...(connector.info?.rdns ? { rdns: connector.info.rdns } : {}),
    })
  }
  if (network && activate) refreshBalance(kit, namespace)
}

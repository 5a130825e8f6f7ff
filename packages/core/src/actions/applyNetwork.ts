import type { Kit } from '../Kit.ts'
import type { CaipNetwork } from '../networks/CaipNetwork.ts'
import { refreshBalance } from './refreshBalance.ts'

/** Makes `network` active: state, the connected address's CAIP id, storage; refreshes the balance. */
export function applyNetwork(kit: Kit, network: CaipNetwork): void {
  const ns = network.chainNamespace
  kit.stores.chains.set((s) => {
    const account = s.accounts[ns]
    return {
      activeNetwork: network,
      activeNamespace: ns,
      unsupportedNetwork: false,
      namespaceNetworks: { ...s.namespaceNetworks, [ns]: network },
      accounts:
        account?.isConnected && account.address
          ? {
              ...s.accounts,
              [ns]: {
                ...account,
                caipAddress: `${ns}:${network.id}:${account.address}`,
                balance: undefined,
                balanceSymbol: undefined,
              },
            }
          : s.accounts,
    }
  })
  kit.storage.setActiveNetworkId(network.caipNetworkId)
  refreshBalance(kit, ns)
}

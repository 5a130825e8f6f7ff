import type { ChainNamespace } from '@gangway/protocol'
import type { Kit } from '../Kit.ts'
import type { CaipNetwork } from '../networks/CaipNetwork.ts'
import { initialPortfolioState } from '../stores/PortfolioState.ts'

export type PortfolioOwner = { namespace: ChainNamespace; address: string; network: CaipNetwork }

/**
 * The connected account and network whose portfolio the Account tabs show, or undefined when not connected.
 * When they differ from the ones the portfolio store holds, the store is emptied first (no stale data of
 * another account or network is ever shown).
 */
export function portfolioOwner(kit: Kit): PortfolioOwner | undefined {
  const chains = kit.stores.chains.get()
  const namespace = chains.activeNamespace
  const account = chains.accounts[namespace]
  if (!account?.isConnected || !account.address) return undefined
  const network = chains.activeNetwork
  const portfolio = kit.stores.portfolio.get()
  if (portfolio.account !== account.address || portfolio.network !== network.caipNetworkId) {
    kit.stores.portfolio.set({ ...initialPortfolioState(), account: account.address, network: network.caipNetworkId })
  }
  return { namespace, address: account.address, network }
}

import type { KitStores } from './KitStores.ts'

/**
 * Keeps the connected account's `tokenBalance` (SPEC §3, AppKit's account state) equal to the Tokens list the
 * portfolio store holds for that account and network — whoever wrote it (`fetchTokenBalances`, the one-figure
 * native balance, a send). Answers the unsubscribe.
 */
export function watchTokenBalance(stores: Pick<KitStores, 'portfolio' | 'chains'>): () => void {
  return stores.portfolio.subscribeKey('tokens', (tokens) => {
    const { account: owner, network } = stores.portfolio.get()
    stores.chains.set((s) => {
      const namespace = s.activeNamespace
      const account = s.accounts[namespace]
      if (!account?.isConnected || account.address !== owner || s.activeNetwork.caipNetworkId !== network) return {}
      if (account.tokenBalance === tokens) return {}
      return { accounts: { ...s.accounts, [namespace]: { ...account, tokenBalance: tokens } } }
    })
  })
}

import type { ChainNamespace, TokenBalance } from '@gangway/protocol'
import type { Kit } from '../Kit.ts'
import type { CaipNetwork } from '../networks/CaipNetwork.ts'

/** The balance cache key of an address on a network (`fetchBalance`'s 30 s cache). */
export const balanceCacheKey = (network: CaipNetwork, address: string) => `balance:${network.caipNetworkId}:${address}`
/** The token list cache key of an address on a network (`fetchTokenBalances`'s 30 s cache). */
export const tokensCacheKey = (network: CaipNetwork, address: string) => `tokens:${network.caipNetworkId}:${address}`

/** The native coin's row of a token list (the one without a contract address). */
export const nativeToken = (tokens: readonly TokenBalance[]) => tokens.find((t) => t.address === undefined)

/**
 * One figure for the native balance (issue 12): the Account header (`balance`), the Tokens list's native row
 * and both 30 s caches take the newest read, whichever source made it — the wallet's chain through the
 * adapter (`fetchBalance`) or the Gangway server's balances (`fetchTokenBalances`). So after a transaction
 * sent anywhere (the dialog, the site's wagmi hooks) the header and the list never disagree.
 */
export function setNativeBalance(
  kit: Kit,
  owner: { namespace: ChainNamespace; address: string; network: CaipNetwork },
  value: { balance: string; symbol: string },
  /** When the figure was read (a cached figure keeps its time, so the 30 s cache still runs out). */
  readAt: number = Date.now(),
): void {
  const { address, network, namespace } = owner
  kit.cache.set(balanceCacheKey(network, address), { at: readAt, value })
  kit.stores.chains.set((s) => {
    const current = s.accounts[namespace]
    if (!current || current.address !== address || s.activeNetwork.caipNetworkId !== network.caipNetworkId) return {}
    if (current.balance === value.balance && current.balanceSymbol === value.symbol) return {}
    return {
      accounts: { ...s.accounts, [namespace]: { ...current, balance: value.balance, balanceSymbol: value.symbol } },
    }
  })
  const withBalance = (tokens: TokenBalance[]) =>
    tokens.map((t) =>
      t.address === undefined && t.quantity.numeric !== value.balance
        ? { ...t, quantity: { ...t.quantity, numeric: value.balance }, value: Number(value.balance) * t.price }
        : t,
    )
  const cachedTokens = kit.cache.get(tokensCacheKey(network, address))
  if (cachedTokens) {
    kit.cache.set(tokensCacheKey(network, address), {
      ...cachedTokens,
      value: withBalance(cachedTokens.value as TokenBalance[]),
    })
  }
  const portfolio = kit.stores.portfolio.get()
  if (portfolio.account === address && portfolio.network === network.caipNetworkId && nativeToken(portfolio.tokens)) {
    const tokens = withBalance(portfolio.tokens)
    if (tokens.some((t, i) => t !== portfolio.tokens[i])) kit.stores.portfolio.set({ tokens })
  }
}

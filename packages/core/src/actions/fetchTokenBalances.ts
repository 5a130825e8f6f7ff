import { BalancesResponseSchema, type TokenBalance } from '@gangway/protocol'
import { ApiRequestError } from '../api/createApiClient.ts'
import { ConstantsUtil } from '../constants.ts'
import type { Kit } from '../Kit.ts'
import { filterTokenBalances } from '../portfolio/filterTokenBalances.ts'
import { isSupportedByServer } from './fetchSupportedChains.ts'
import { portfolioOwner } from './portfolioOwner.ts'
import { reportError } from './reportError.ts'
import { nativeToken, setNativeBalance, tokensCacheKey } from './setNativeBalance.ts'

/** Whether balances may be asked for again: never sooner than 30 s after a failure (SPEC §9). */
export function balanceRetryAllowed(failedAt: number | undefined, now: number): boolean {
  return failedAt === undefined || now - failedAt >= ConstantsUtil.BALANCE_RETRY_MS
}

/**
 * Reads the connected account's token balances on the active network from the Gangway server into the
 * portfolio store (0-decimal tokens dropped); the native row's figure becomes the account's `balance` too
 * (`setNativeBalance`). Answers are reused 30 s unless `force`. A failure — or an
 * unsupported network — marks them unavailable ('Token Balance Unavailable'); no new attempt is made within
 * 30 s of a failure.
 */
export async function fetchTokenBalances(kit: Kit, options: { force?: boolean } = {}): Promise<TokenBalance[]> {
  const owner = portfolioOwner(kit)
  if (!owner) return []
  const { portfolio } = kit.stores
  const now = Date.now()
  if (!balanceRetryAllowed(portfolio.get().tokensFailedAt, now)) return portfolio.get().tokens
  const fail = () => {
    portfolio.set({ tokens: [], tokensStatus: 'error', tokensFailedAt: Date.now() })
    return []
  }
  if (kit.stores.chains.get().unsupportedNetwork) return fail()
  // a network the server does not read (its `/v1/supported-chains`) is unavailable without asking for it
  if (!(await isSupportedByServer(kit, owner.network.caipNetworkId))) return fail()
  const key = tokensCacheKey(owner.network, owner.address)
  const cached = kit.cache.get(key)
  if (!options.force && cached && now - cached.at < ConstantsUtil.BALANCE_CACHE_MS) {
    const tokens = cached.value as TokenBalance[]
    portfolio.set({ tokens, tokensStatus: 'ready', tokensFailedAt: undefined })
    return tokens
  }
  if (portfolio.get().tokensStatus !== 'ready') portfolio.set({ tokensStatus: 'loading' })
  try {
    const answer = BalancesResponseSchema.parse(
      await kit.api.get(`v1/account/${owner.address}/balance`, {
        currency: 'usd',
        chainId: owner.network.caipNetworkId,
        forceUpdate: options.force ? 'true' : undefined,
      }),
    )
    const tokens = filterTokenBalances(answer.balances)
    kit.cache.set(key, { at: Date.now(), value: tokens })
    if (portfolioOwner(kit)?.address !== owner.address) return tokens
    portfolio.set({ tokens, tokensStatus: 'ready', tokensFailedAt: undefined })
    // one figure: the Account header takes the server's native balance too
    const native = nativeToken(tokens)
    if (native) setNativeBalance(kit, owner, { balance: native.quantity.numeric, symbol: native.symbol })
    return tokens
  } catch (error) {
    reportError(kit, error, error instanceof ApiRequestError ? 'API_ERROR' : 'DATA_PARSING_ERROR')
    return fail()
  }
}

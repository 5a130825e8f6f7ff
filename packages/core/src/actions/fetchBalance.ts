import type { ChainNamespace } from '@gangway/protocol'
import { ConstantsUtil } from '../constants.ts'
import type { Kit } from '../Kit.ts'
import { getAdapter } from './getAdapter.ts'
import { balanceCacheKey, setNativeBalance } from './setNativeBalance.ts'

/**
 * Reads the connected account's native balance into the account state; cached 30 s per address and network
 * (SPEC §9) unless `force`. A fresh read also updates the Tokens list's native row (`setNativeBalance`: one
 * figure). Answers the balance, or undefined when not connected.
 */
export async function fetchBalance(
  kit: Kit,
  namespace?: ChainNamespace,
  options: { force?: boolean } = {},
): Promise<{ balance: string; symbol: string } | undefined> {
  const chains = kit.stores.chains.get()
  const ns = namespace ?? chains.activeNamespace
  const account = chains.accounts[ns]
  const network = chains.activeNetwork
  if (!account?.isConnected || !account.address || network.chainNamespace !== ns || chains.unsupportedNetwork) {
    return undefined
  }
  const cached = kit.cache.get(balanceCacheKey(network, account.address))
  const fresh = !cached || options.force || Date.now() - cached.at >= ConstantsUtil.BALANCE_CACHE_MS
  const value = (
    fresh ? await getAdapter(kit, ns).getBalance({ address: account.address, network }) : cached.value
  ) as { balance: string; symbol: string }
  setNativeBalance(kit, { namespace: ns, address: account.address, network }, value, fresh ? Date.now() : cached.at)
  return value
}

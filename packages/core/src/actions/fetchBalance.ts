import type { ChainNamespace } from '@gangway/protocol'
import { ConstantsUtil } from '../constants.ts'
import type { Kit } from '../Kit.ts'
import { getAdapter } from './getAdapter.ts'

/**
 * Reads the connected account's native balance into the account state; cached 30 s per address and network
 * (SPEC §9) unless `force`. Answers the balance, or undefined when not connected.
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
  const key = `balance:${network.caipNetworkId}:${account.address}`
  const cached = kit.cache.get(key)
  let value =
    cached && !options.force && Date.now() - cached.at < ConstantsUtil.BALANCE_CACHE_MS ? cached.value : undefined
  if (!value) {
    value = await getAdapter(kit, ns).getBalance({ address: account.address, network })
    kit.cache.set(key, { at: Date.now(), value })
  }
  const { balance, symbol } = value as { balance: string; symbol: string }
  kit.stores.chains.set((s) => {
    const current = s.accounts[ns]
    if (!current || current.address !== account.address) return {}
    return { accounts: { ...s.accounts, [ns]: { ...current, balance, balanceSymbol: symbol } } }
  })
  return { balance, symbol }
}

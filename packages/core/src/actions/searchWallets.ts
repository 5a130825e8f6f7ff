import { ConstantsUtil } from '../constants.ts'
import type { Kit } from '../Kit.ts'
import { getWallets } from './getWallets.ts'
import { registryChains, registryQuery } from './registryQuery.ts'

/**
 * Searches the registry by name (up to 100 results, SPEC §9). An answer that arrives after a newer search
 * started is dropped. The UI waits at least 300 ms after typing before calling this.
 */
export async function searchWallets(kit: Kit, query: string): Promise<void> {
  const q = query.trim()
  kit.stores.wallets.set({ search: { query: q, results: [], loading: q !== '' } })
  if (q === '') return
  try {
    const answer = await getWallets(kit, {
      page: 1,
      entries: ConstantsUtil.WALLETS_SEARCH_LIMIT,
      search: q,
      chains: registryChains(kit),
      ...registryQuery(kit),
    })
    if (kit.stores.wallets.get().search.query !== q) return
    kit.stores.wallets.set({ search: { query: q, results: answer.data, loading: false }, error: undefined })
  } catch (error) {
    if (kit.stores.wallets.get().search.query !== q) return
    kit.stores.wallets.set({ search: { query: q, results: [], loading: false }, error: (error as Error).message })
  }
}

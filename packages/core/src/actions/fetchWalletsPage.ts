import { ConstantsUtil } from '../constants.ts'
import type { Kit } from '../Kit.ts'
import { getWallets } from './getWallets.ts'
import { preloadImages } from './preloadImages.ts'
import { registryChains, registryQuery } from './registryQuery.ts'
import { reportError } from './reportError.ts'
import { walletImageUrls } from './walletImageUrl.ts'

/**
 * Loads AllWallets' next page of 40 (SPEC §9) and appends it, its first 20 wallet images preloaded (at most
 * 2 s); does nothing while a page is loading or when every wallet is there. Featured wallets are not repeated.
 */
export async function fetchWalletsPage(kit: Kit): Promise<void> {
  const state = kit.stores.wallets.get()
  if (state.loading || (state.page > 0 && state.all.length >= state.count)) return
  kit.stores.wallets.set({ loading: true })
  try {
    const page = state.page + 1
    const answer = await getWallets(kit, {
      page,
      entries: ConstantsUtil.WALLETS_PAGE_SIZE,
      chains: registryChains(kit),
      ...registryQuery(kit, kit.options.featuredWalletIds),
    })
    // the first 20 icons of the page come with it (at most 2 s late), SPEC §9
    await preloadImages(walletImageUrls(kit, answer.data))
    kit.stores.wallets.set((s) => {
      const seen = new Set(s.all.map((w) => w.id))
      return {
        all: [...s.all, ...answer.data.filter((w) => !seen.has(w.id))],
        count: answer.count,
        page,
        loading: false,
        error: undefined,
      }
    })
  } catch (error) {
    reportError(kit, error, 'API_ERROR')
    kit.stores.wallets.set({ loading: false, error: (error as Error).message })
  }
}

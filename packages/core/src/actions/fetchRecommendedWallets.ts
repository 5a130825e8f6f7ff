import { ConstantsUtil } from '../constants.ts'
import type { Kit } from '../Kit.ts'
import { getWallets } from './getWallets.ts'
import { preloadImages } from './preloadImages.ts'
import { registryChains, registryQuery } from './registryQuery.ts'
import { walletImageUrls } from './walletImageUrl.ts'

/**
 * Loads the wallets Connect shows after the installed ones: the site's `featuredWalletIds` (in its order)
 * and the registry's top 4 for the site's chains (SPEC §9), honouring include/exclude wallet ids; their
 * images preloaded first (at most 2 s).
 */
export async function fetchRecommendedWallets(kit: Kit): Promise<void> {
  const featuredIds = kit.options.featuredWalletIds
  const [featured, recommended] = await Promise.all([
    featuredIds.length
      ? getWallets(kit, {
          page: 1,
          entries: Math.min(featuredIds.length, ConstantsUtil.WALLETS_SEARCH_LIMIT),
          include: featuredIds.join(','),
          ...(kit.options.excludeWalletIds.length ? { exclude: kit.options.excludeWalletIds.join(',') } : {}),
        })
      : Promise.resolve({ data: [], count: 0 }),
    getWallets(kit, {
      page: 1,
      entries: ConstantsUtil.RECOMMENDED_WALLETS,
      chains: registryChains(kit),
      ...registryQuery(kit, featuredIds),
    }),
  ])
  // their icons come with them (at most 2 s late, SPEC §9)
  await preloadImages(walletImageUrls(kit, [...featured.data, ...recommended.data]))
  const order = new Map(featuredIds.map((id, i) => [id, i]))
  kit.stores.wallets.set({
    featured: [...featured.data].sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0)),
    recommended: recommended.data,
  })
}

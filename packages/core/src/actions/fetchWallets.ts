import type { Kit } from '../Kit.ts'
import { fetchWalletsPage } from './fetchWalletsPage.ts'
import { searchWallets } from './searchWallets.ts'

/** AppKit's `FetchWalletsOptions`. */
export type FetchWalletsOptions = {
  /** Load the registry up to this page of 40 (default: the next one). */
  page?: number
  /** Search by name (up to 100 results); an empty search goes back to the pages. */
  search?: string
  /** @deprecated AppKit's older name of `search`. */
  query?: string
  entries?: number
  badge?: 'none' | 'certified'
  include?: string[]
  exclude?: string[]
}

/**
 * AppKit's headless `fetchWallets`: a search, or the registry's pages up to `page`. The page size (40),
 * search size (100) and the site's `includeWalletIds`/`excludeWalletIds` are the dialog's; `entries`,
 * `badge`, `include` and `exclude` are refused with a message rather than half-applied.
 */
export async function fetchWallets(kit: Kit, options: FetchWalletsOptions = {}): Promise<void> {
  const unsupported = (['entries', 'badge', 'include', 'exclude'] as const).filter((k) => options[k] !== undefined)
  if (unsupported.length > 0) {
    throw new Error(
      `fetchWallets: ${unsupported.join(', ')} not supported — Gangway pages by 40 and searches 100 with the site's includeWalletIds/excludeWalletIds`,
    )
  }
  const search = (options.search ?? options.query ?? '').trim()
  if (search || kit.stores.wallets.get().search.query) {
    await searchWallets(kit, search)
    if (search) return
  }
  const target = options.page ?? kit.stores.wallets.get().page + 1
  while (kit.stores.wallets.get().page < target) {
    const before = kit.stores.wallets.get()
    await fetchWalletsPage(kit)
    const after = kit.stores.wallets.get()
    if (after.page === before.page || after.error || after.all.length >= after.count) break
  }
}

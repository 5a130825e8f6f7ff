import type { RegistryWallet } from '@gangway/protocol'

/** Registry wallets the dialog shows (SPEC §9: recommended 4, pages of 40, searches of 100). */
export type WalletsState = {
  /** `featuredWalletIds`, in the site's order. */
  featured: RegistryWallet[]
  recommended: RegistryWallet[]
  /** AllWallets' pages loaded so far, and the registry's total. */
  all: RegistryWallet[]
  count: number
  page: number
  loading: boolean
  search: { query: string; results: RegistryWallet[]; loading: boolean }
  /** The last registry error, shown instead of the list when nothing could be loaded. */
  error: string | undefined
}

export const initialWalletsState = (): WalletsState => ({
  featured: [],
  recommended: [],
  all: [],
  count: 0,
  page: 0,
  loading: false,
  search: { query: '', results: [], loading: false },
  error: undefined,
})

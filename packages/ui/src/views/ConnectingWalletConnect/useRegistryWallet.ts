import type { ListedWallet } from '@gangway/core'
import { useKit } from '../../context/KitContext.tsx'
import { useStore } from '../../context/useStore.ts'

/** The registry wallet (or the site's custom wallet) with this id, from the lists the dialog has loaded. */
export function useRegistryWallet(walletId: string | undefined): ListedWallet | undefined {
  const { kit } = useKit()
  const registryWallet = useStore(kit.stores.wallets, (s) =>
    walletId
      ? [...s.featured, ...s.recommended, ...s.all, ...s.search.results].find((w) => w.id === walletId)
      : undefined,
  )
  const customWallet = useStore(kit.stores.options, (s) =>
    walletId ? s.customWallets.find((w) => w.id === walletId) : undefined,
  )
  return registryWallet ?? customWallet
}

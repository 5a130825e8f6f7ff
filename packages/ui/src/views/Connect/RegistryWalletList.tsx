import { ConstantsUtil, type ListedWallet, routerPush, walletImageUrl } from '@gangway/core'
import { WalletIcon } from '../../components/WalletIcon.tsx'
import { useKit } from '../../context/KitContext.tsx'

/**
 * Rows of wallets that connect through WalletConnect: the registry's (images load at once for the first 20
 * of each page, SPEC §9, lazily below) and the site's `customWallets` (their own `image_url`).
 */
export function RegistryWalletList({ wallets, pageSize }: { wallets: ListedWallet[]; pageSize?: number }) {
  const { kit } = useKit()
  const size = pageSize ?? ConstantsUtil.WALLETS_PAGE_SIZE
  return (
    <>
      {wallets.map((wallet, index) => (
        <li key={wallet.id}>
          <button
            type="button"
            className="item"
            data-wallet-id={wallet.id}
            onClick={() => routerPush(kit, 'ConnectingWalletConnect', { walletId: wallet.id })}
          >
            <WalletIcon
              src={
                'image_url' in wallet && wallet.image_url
                  ? wallet.image_url
                  : wallet.image_id
                    ? walletImageUrl(kit, wallet.image_id)
                    : undefined
              }
              eager={index % size < ConstantsUtil.WALLET_IMAGES_PER_PAGE}
            />
            <span className="name">{wallet.name}</span>
          </button>
        </li>
      ))}
    </>
  )
}

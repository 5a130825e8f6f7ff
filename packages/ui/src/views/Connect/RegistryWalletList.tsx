import { type AdapterConnector, ConstantsUtil, routerPush, walletImageUrl } from '@gangway/core'
import type { RegistryWallet } from '@gangway/protocol'
import { WalletIcon } from '../../components/WalletIcon.tsx'
import { useKit } from '../../context/KitContext.tsx'

/** Whether a registry wallet is one of the page's connectors (same id or rdns) — then it is listed as that. */
export function isInstalled(wallet: RegistryWallet, connectors: readonly AdapterConnector[]): boolean {
  return connectors.some(
    (c) => c.id.toLowerCase() === wallet.id.toLowerCase() || (!!wallet.rdns && c.info?.rdns === wallet.rdns),
  )
}

/**
 * Registry wallet rows. Images load at once for the first 20 of each page (SPEC §9) and lazily below.
 * Picking one connects through WalletConnect (issue 5: until then that view says it is unavailable).
 */
export function RegistryWalletList({ wallets, pageSize }: { wallets: RegistryWallet[]; pageSize?: number }) {
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
              src={walletImageUrl(kit, wallet.image_id)}
              eager={index % size < ConstantsUtil.WALLET_IMAGES_PER_PAGE}
            />
            <span className="name">{wallet.name}</span>
          </button>
        </li>
      ))}
    </>
  )
}

import { fetchNfts } from '@gangway/core'
import { useEffect } from 'react'
import { useKit } from '../../context/KitContext.tsx'
import { useStore } from '../../context/useStore.ts'

/** Shown for NFTs without an image: a framed picture outline. */
const PLACEHOLDER = `data:image/svg+xml;utf8,${encodeURIComponent(
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 100 100'><rect width='100' height='100' fill='#e2e8f0'/><path d='M20 72l18-22 14 16 10-12 18 18z' fill='#94a3b8'/><circle cx='66' cy='34' r='8' fill='#94a3b8'/></svg>",
)}`

/** NFTs: a grid of the account's tokens on this network with name and image (placeholder when none). */
export function NftsTab() {
  const { kit, t } = useKit()
  const nfts = useStore(kit.stores.portfolio, (s) => s.nfts)
  const status = useStore(kit.stores.portfolio, (s) => s.nftsStatus)
  const network = useStore(kit.stores.chains, (s) => s.activeNetwork.caipNetworkId)
  useEffect(() => {
    // read again when the network changes (the portfolio store empties itself for the new one)
    if (network) void fetchNfts(kit)
  }, [kit, network])
  if (status === 'loading' && nfts.length === 0) {
    return <div className="spinner" role="status" aria-label={t('modal.loading')} />
  }
  if (nfts.length === 0) return <p className="muted empty">{t('nfts.empty')}</p>
  return (
    <ul className="nft-grid">
      {nfts.map((nft) => (
        <li key={`${nft.contract}:${nft.tokenId}`} data-testid="nft-item">
          <img src={nft.image ?? PLACEHOLDER} alt="" width={96} height={96} loading="lazy" />
          <span className="name">{nft.name}</span>
        </li>
      ))}
    </ul>
  )
}

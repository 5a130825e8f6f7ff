import { type Nft, NftsResponseSchema } from '@gangway/protocol'
import type { Kit } from '../Kit.ts'
import { portfolioOwner } from './portfolioOwner.ts'

/** Reads the NFTs the connected account holds on the active network (spam collections left out). */
export async function fetchNfts(kit: Kit): Promise<Nft[]> {
  const owner = portfolioOwner(kit)
  // names and activity cover EVM only (SPEC §1)
  if (owner?.namespace !== 'eip155') return []
  const { portfolio } = kit.stores
  portfolio.set({ nftsStatus: 'loading' })
  try {
    const answer = NftsResponseSchema.parse(
      await kit.api.get(`v1/account/${owner.address}/nfts`, { chainId: owner.network.caipNetworkId }),
    )
    const nfts = answer.data.filter((n) => !n.is_spam)
    if (portfolioOwner(kit)?.address === owner.address) portfolio.set({ nfts, nftsStatus: 'ready' })
    return nfts
  } catch {
    portfolio.set({ nfts: [], nftsStatus: 'error' })
    return []
  }
}

import { ConstantsUtil } from '../constants.ts'
import type { Kit } from '../Kit.ts'

/** The URL of a registry wallet's image on the Gangway server. */
export function walletImageUrl(kit: Kit, imageId: string): string {
  return kit.api.url(`/getWalletImage/${encodeURIComponent(imageId)}`)
}

/** The image URLs of a page's first 20 wallets (SPEC §9: images are fetched for the first 20 of a page). */
export function walletImageUrls(kit: Kit, wallets: readonly { image_id: string }[]): string[] {
  return wallets.slice(0, ConstantsUtil.WALLET_IMAGES_PER_PAGE).map((w) => walletImageUrl(kit, w.image_id))
}

import type { Kit } from '../Kit.ts'

/** The URL of a registry wallet's image on the Gangway server. */
export function walletImageUrl(kit: Kit, imageId: string): string {
  return kit.api.url(`/getWalletImage/${encodeURIComponent(imageId)}`)
}

import type { Kit } from '../Kit.ts'
import type { CaipNetwork } from '../networks/CaipNetwork.ts'

/**
 * A network's logo: the site's `chainImages` (`assets.imageUrl`) first, else the Gangway server's image of
 * its `assets.imageId` (`/public/getAssetImage/{imageId}`: the operator's file or the bundled logo). Undefined
 * for a network with neither.
 */
export function networkImageUrl(kit: Kit, network: Pick<CaipNetwork, 'assets'> | undefined): string | undefined {
  const assets = network?.assets
  if (assets?.imageUrl) return assets.imageUrl
  return assets?.imageId ? kit.api.url(`/public/getAssetImage/${encodeURIComponent(assets.imageId)}`) : undefined
}

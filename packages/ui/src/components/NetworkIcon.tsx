import { type CaipNetwork, networkImageUrl } from '@gangway/core'
import { useKit } from '../context/KitContext.tsx'
import { Icon } from './Icon.tsx'

/**
 * A network's logo (`chainImages`, else the server's image of its `assets.imageId` — loaded as an image, never
 * bundled), or the neutral network icon.
 */
export function NetworkIcon({ network, size = 24 }: { network: CaipNetwork | undefined; size?: number }) {
  const { kit } = useKit()
  const src = networkImageUrl(kit, network)
  if (src) return <img className="network-icon" src={src} alt="" width={size} height={size} />
  return <Icon name="network" size={size} />
}

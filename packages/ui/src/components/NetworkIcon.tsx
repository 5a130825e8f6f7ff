import type { CaipNetwork } from '@gangway/core'
import { Icon } from './Icon.tsx'

/** A network's image (`chainImages` / `assets.imageUrl`), or the neutral network icon. */
export function NetworkIcon({ network, size = 24 }: { network: CaipNetwork | undefined; size?: number }) {
  const src = network?.assets?.imageUrl
  if (src) return <img className="network-icon" src={src} alt="" width={size} height={size} />
  return <Icon name="network" size={size} />
}

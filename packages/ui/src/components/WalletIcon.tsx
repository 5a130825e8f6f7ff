import { Icon } from './Icon.tsx'

/**
 * A wallet's icon, or a neutral placeholder when it has none. `eager` false lets the browser load it only
 * when it scrolls into view.
 */
export function WalletIcon({
  src,
  className = 'wallet-icon',
  eager = true,
}: {
  src?: string | undefined
  className?: string
  eager?: boolean
}) {
  if (src) return <img className={className} src={src} alt="" loading={eager ? 'eager' : 'lazy'} />
  return (
    <span className={className} style={{ display: 'inline-flex', alignItems: 'center', justifyContent: 'center' }}>
      <Icon name="wallet" />
    </span>
  )
}

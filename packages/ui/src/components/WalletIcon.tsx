import { Icon } from './Icon.tsx'

/** A wallet's icon, or a neutral placeholder when it has none. */
export function WalletIcon({ src, className = 'wallet-icon' }: { src?: string | undefined; className?: string }) {
  if (src) return <img className={className} src={src} alt="" />
  return (
    <span className={className} style={{ display: 'inline-flex', alignItems: 'center', justifyContent: 'center' }}>
      <Icon name="wallet" />
    </span>
  )
}

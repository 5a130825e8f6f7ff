import type { ConnectSocial } from '../views/Connect/socialProviders.ts'
import { Icon } from './Icon.tsx'
import { SocialIcon } from './SocialIcon.tsx'
import { SOCIAL_NAMES } from './socialNames.ts'

/** A social login's name as the provider writes it (Farcaster's beside the popup providers'). */
export const socialName = (provider: ConnectSocial) => (provider === 'farcaster' ? 'Farcaster' : SOCIAL_NAMES[provider])

/** A social login's mark, decorative (its button carries the name). */
export function SocialMark({ provider, size = 20 }: { provider: ConnectSocial; size?: number }) {
  return provider === 'farcaster' ? (
    <Icon name="farcaster" size={size} />
  ) : (
    <SocialIcon provider={provider} size={size} />
  )
}

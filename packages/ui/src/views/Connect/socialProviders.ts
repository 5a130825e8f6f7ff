import { type Kit, type SocialProvider, socialsForPlatform } from '@gangway/core'
import type { SocialLoginProvider } from '@gangway/protocol'
import { isSocialLoginProvider } from '../../components/socialNames.ts'

/** A social login Connect offers: a popup provider, or Farcaster (its own view with a link and QR code). */
export type ConnectSocial = SocialLoginProvider | 'farcaster'

/**
 * The social logins to offer, in `features.socials` order (SPEC §9 default google, x, discord, farcaster,
 * github, apple, facebook), without the ones hidden on this platform inside Telegram (SPEC §9), and only when
 * the kit has its secure frame.
 */
export function socialProviders(kit: Kit, socials: SocialProvider[] | false): ConnectSocial[] {
  if (!socials || !kit.embedded) return []
  return socialsForPlatform(socials).filter((s): s is ConnectSocial => s === 'farcaster' || isSocialLoginProvider(s))
}

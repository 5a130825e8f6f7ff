import { type Kit, type SocialProvider, socialsForPlatform } from '@gangway/core'
import { SOCIAL_LOGIN_PROVIDERS, type SocialLoginProvider } from '@gangway/protocol'

const POPUP_PROVIDERS: ReadonlySet<string> = new Set(SOCIAL_LOGIN_PROVIDERS)

/**
 * The social logins to offer, in `features.socials` order (SPEC §9 default google, x, discord, farcaster,
 * github, apple, facebook), without the ones hidden on this platform inside Telegram (SPEC §9), and only when
 * the kit has its secure frame. Farcaster has its own flow and is not listed here.
 */
export function socialProviders(kit: Kit, socials: SocialProvider[] | false): SocialLoginProvider[] {
  if (!socials || !kit.embedded) return []
  return socialsForPlatform(socials).filter((s): s is SocialLoginProvider => POPUP_PROVIDERS.has(s))
}

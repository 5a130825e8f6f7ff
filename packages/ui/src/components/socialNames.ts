import type { SocialLoginProvider } from '@gangway/protocol'

/** The providers' names as they write them (brand names: not translated). */
export const SOCIAL_NAMES: Record<SocialLoginProvider, string> = {
  google: 'Google',
  x: 'X',
  discord: 'Discord',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
}

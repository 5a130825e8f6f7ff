import { SOCIAL_LOGIN_PROVIDERS, type SocialLoginProvider } from '@gangway/protocol'

/** The providers' names as they write them (brand names: not translated). */
export const SOCIAL_NAMES: Record<SocialLoginProvider, string> = {
  google: 'Google',
  x: 'X',
  discord: 'Discord',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
}

/** Whether `value` is one of the popup social providers. */
export const isSocialLoginProvider = (value: unknown): value is SocialLoginProvider =>
  typeof value === 'string' && (SOCIAL_LOGIN_PROVIDERS as readonly string[]).includes(value)

import type { SocialLoginProvider } from '@gangway/protocol'

/**
 * The providers' names as they write them (brand names: not translated). Also the dialog's title of
 * ConnectingSocial, so this file stays a plain table (it is in the code loaded before the dialog opens).
 */
export const SOCIAL_NAMES: Record<SocialLoginProvider, string> = {
  google: 'Google',
  x: 'X',
  discord: 'Discord',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
}

/**
 * Whether `value` is one of the popup social providers (a key of the table): what Account and Connect's
 * social buttons (`views/Connect/socialProviders.ts`) ask, so Connect's chunk needs no list of its own (issue 38).
 */
export const isSocialLoginProvider = (value: unknown): value is SocialLoginProvider =>
  typeof value === 'string' && Object.keys(SOCIAL_NAMES).includes(value)

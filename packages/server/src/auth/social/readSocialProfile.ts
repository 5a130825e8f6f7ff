import * as oauth from 'oauth4webapi'
import { emailKey } from '../normalizeEmail.ts'
import type { ExchangedCode } from './exchangeSocialCode.ts'
import type { SocialProfile } from './SocialProfile.ts'
import type { SocialProviderConfig } from './SocialProvider.ts'
import { SocialLimits } from './socialLimits.ts'

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim().slice(0, SocialLimits.MAX_USERNAME_LENGTH) : null
const id = (value: unknown): string => {
  if ((typeof value === 'string' && value) || (typeof value === 'number' && Number.isSafeInteger(value))) {
    return String(value)
  }
  throw new Error('the profile has no account id')
}
/**
 * The provider's e-mail as sent (trimmed), never shortened: longer than an address can be (254) → none, so it
 * is neither shown nor linked (issue 33 item 4: a cut `<victim>.evil.io` was the victim's address).
 */
const emailText = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() && value.trim().length <= 254 ? value.trim() : null
/** Apple sends `email_verified` as the string "true". */
const verified = (value: unknown) => value === true || value === 'true'
/**
 * Verified means: the provider says so, and the address is one the e-mail login takes (`emailKey`) — one
 * it would refuse (a non-ASCII local part such as the Kelvin sign's `\u212Aelly@…`) is neither linked nor
 * shown as the user's e-mail.
 */
const verifiedEmail = (email: string | null, providerSays: boolean) =>
  email !== null && providerSays && emailKey(email) !== null

/** GET a profile API with the access token (oauth4webapi's protected-resource request), as JSON. */
async function getJson(code: ExchangedCode, url: string, headers: Record<string, string> = {}): Promise<unknown> {
  const response = await oauth.protectedResourceRequest(
    code.accessToken,
    'GET',
    new URL(url),
    new Headers({ accept: 'application/json', 'user-agent': 'Gangway', ...headers }),
    null,
    code.requestOptions,
  )
  if (!response.ok) throw new Error(`${new URL(url).pathname} answered ${response.status}`)
  return response.json()
}

/** The name Apple sends once, in the redirect's `user` parameter (unsigned: used for display only). */
function appleName(user: string | null): string | null {
  if (!user) return null
  try {
    const name = (JSON.parse(user) as { name?: { firstName?: unknown; lastName?: unknown } }).name
    return text([name?.firstName, name?.lastName].filter((part) => typeof part === 'string').join(' '))
  } catch {
    return null
  }
}

/**
 * Who signed in, per provider: OIDC from the verified id_token (Google adds its userinfo, whose `sub` must
 * match; Apple has the id_token only), OAuth 2 from the profile API — GitHub `/user` and `/user/emails` (the
 * verified primary), X `/2/users/me` (no e-mail), Discord `/api/users/@me` (`verified`), Facebook `/me`
 * (its e-mail is never counted as verified: Facebook does not say).
 */
export async function readSocialProfile(
  provider: SocialProviderConfig,
  code: ExchangedCode,
  redirect: URLSearchParams,
): Promise<SocialProfile> {
  if (provider.kind === 'oidc') {
    const claims = code.idToken
    if (!claims) throw new Error('no id_token')
    let extra: Record<string, unknown> = {}
    if (code.as.userinfo_endpoint) {
      const response = await oauth.userInfoRequest(code.as, code.client, code.accessToken, code.requestOptions)
      extra = (await oauth.processUserInfoResponse(code.as, code.client, claims.sub, response)) as Record<
        string,
        unknown
      >
    }
    const all = { ...extra, ...claims } as Record<string, unknown>
    const email = emailText(all.email)
    return {
      subject: claims.sub,
      username:
        provider.id === 'apple'
          ? (appleName(redirect.get('user')) ?? email)
          : (text(all.preferred_username) ?? text(all.name) ?? email),
      email,
      emailVerified: verifiedEmail(email, verified(all.email_verified)),
    }
  }
  const profileUrl = provider.profileUrl
  if (!profileUrl) throw new Error(`${provider.id} has no profile URL`)
  switch (provider.id) {
    case 'github': {
      const user = (await getJson(code, profileUrl, { accept: 'application/vnd.github+json' })) as Record<
        string,
        unknown
      >
      let email: string | null = null
      if (provider.emailsUrl) {
        const emails = await getJson(code, provider.emailsUrl, { accept: 'application/vnd.github+json' })
        const primary = Array.isArray(emails)
          ? (emails as { email?: unknown; primary?: unknown; verified?: unknown }[]).find(
              (e) => e.primary === true && e.verified === true,
            )
          : undefined
        email = emailText(primary?.email)
      }
      return {
        subject: id(user.id),
        username: text(user.login) ?? text(user.name),
        email,
        emailVerified: verifiedEmail(email, true),
      }
    }
    case 'x': {
      const data = ((await getJson(code, profileUrl)) as { data?: Record<string, unknown> }).data ?? {}
      return {
        subject: id(data.id),
        username: text(data.username) ?? text(data.name),
        email: null,
        emailVerified: false,
      }
    }
    case 'discord': {
      const user = (await getJson(code, profileUrl)) as Record<string, unknown>
      const email = emailText(user.email)
      return {
        subject: id(user.id),
        username: text(user.username) ?? text(user.global_name),
        email,
        emailVerified: verifiedEmail(email, user.verified === true),
      }
    }
    default: {
      // facebook
      const user = (await getJson(code, profileUrl)) as Record<string, unknown>
      return { subject: id(user.id), username: text(user.name), email: emailText(user.email), emailVerified: false }
    }
  }
}

/** The social providers of SPEC §3, in its order. */
export const SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
export type SocialProviderId = (typeof SOCIAL_PROVIDERS)[number]

export const isSocialProviderId = (value: unknown): value is SocialProviderId =>
  typeof value === 'string' && (SOCIAL_PROVIDERS as readonly string[]).includes(value)

/**
 * How the provider says who signed in: `oidc` = a signed id_token (issuer, audience, nonce, expiry and
 * signature checked against its JWKS), then its userinfo if it has one; `oauth2` = the access token read
 * against its profile API (GitHub, X, Discord, Facebook).
 */
export type SocialProviderKind = 'oidc' | 'oauth2'

/** Apple's client secret is not a fixed string but an ES256 JWT made from the operator's .p8 key. */
export type AppleKey = { teamId: string; keyId: string; privateKeyPem: string }

/** One provider, as configured (defaults: the real endpoints, `socialProviderDefaults.ts`). */
export type SocialProviderConfig = {
  id: SocialProviderId
  kind: SocialProviderKind
  clientId: string
  /** The client secret (every provider but Apple). */
  clientSecret: string | undefined
  /** Apple only: the key its client secret JWT is signed with. */
  appleKey: AppleKey | undefined
  /** How the token endpoint authenticates the client. */
  tokenAuth: 'basic' | 'post'
  /** The `iss` of id_tokens and of authorization responses (RFC 9207) — for OAuth 2 providers, only the latter. */
  issuer: string
  authorizationEndpoint: string
  tokenEndpoint: string
  /** OIDC: where the id_token's signing keys are. */
  jwksUri: string | undefined
  /** OIDC: the userinfo endpoint (Google); none for Apple (id_token only). */
  userinfoEndpoint: string | undefined
  /** OAuth 2: the profile API (GitHub `/user`, X `/2/users/me`, Discord `/api/users/@me`, Facebook `/me?fields=…`). */
  profileUrl: string | undefined
  /** GitHub: `/user/emails` (the verified primary address). */
  emailsUrl: string | undefined
  scope: string
  /** Extra authorization parameters (Apple: `response_mode=form_post`, needed when asking for name or e-mail). */
  authorizationParams: Record<string, string>
  /**
   * Whether a verified e-mail from this provider signs in to the e-mail login's wallet of that address
   * (and the other way round). Default false — see the README ("Linking by e-mail").
   */
  linkVerifiedEmail: boolean
}

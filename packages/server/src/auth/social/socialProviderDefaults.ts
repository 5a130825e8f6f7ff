import type { SocialProviderConfig, SocialProviderId } from './SocialProvider.ts'

type Defaults = Omit<SocialProviderConfig, 'id' | 'clientId' | 'clientSecret' | 'appleKey' | 'linkVerifiedEmail'>

/**
 * Each provider's real endpoints, scopes and quirks — what an operator gets by giving only a client id and
 * secret. Every field can be replaced in `SOCIAL_PROVIDERS` (the local provider `@gangway/idp` does).
 */
export const socialProviderDefaults: Record<SocialProviderId, Defaults> = {
  google: {
    kind: 'oidc',
    tokenAuth: 'post',
    issuer: 'https://accounts.google.com',
    authorizationEndpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenEndpoint: 'https://oauth2.googleapis.com/token',
    jwksUri: 'https://www.googleapis.com/oauth2/v3/certs',
    userinfoEndpoint: 'https://openidconnect.googleapis.com/v1/userinfo',
    profileUrl: undefined,
    emailsUrl: undefined,
    scope: 'openid email profile',
    authorizationParams: {},
  },
  apple: {
    kind: 'oidc',
    tokenAuth: 'post',
    issuer: 'https://appleid.apple.com',
    authorizationEndpoint: 'https://appleid.apple.com/auth/authorize',
    tokenEndpoint: 'https://appleid.apple.com/auth/token',
    jwksUri: 'https://appleid.apple.com/auth/keys',
    userinfoEndpoint: undefined,
    profileUrl: undefined,
    emailsUrl: undefined,
    scope: 'openid name email',
    // Apple answers name and e-mail scopes only by POSTing the result to the redirect URI
    authorizationParams: { response_mode: 'form_post' },
  },
  github: {
    kind: 'oauth2',
    tokenAuth: 'post',
    issuer: 'https://github.com/login/oauth',
    authorizationEndpoint: 'https://github.com/login/oauth/authorize',
    tokenEndpoint: 'https://github.com/login/oauth/access_token',
    jwksUri: undefined,
    userinfoEndpoint: undefined,
    profileUrl: 'https://api.github.com/user',
    emailsUrl: 'https://api.github.com/user/emails',
    scope: 'read:user user:email',
    authorizationParams: {},
  },
  x: {
    kind: 'oauth2',
    tokenAuth: 'basic',
    issuer: 'https://x.com',
    authorizationEndpoint: 'https://x.com/i/oauth2/authorize',
    tokenEndpoint: 'https://api.x.com/2/oauth2/token',
    jwksUri: undefined,
    userinfoEndpoint: undefined,
    profileUrl: 'https://api.x.com/2/users/me',
    emailsUrl: undefined,
    scope: 'users.read tweet.read',
    authorizationParams: {},
  },
  discord: {
    kind: 'oauth2',
    tokenAuth: 'post',
    issuer: 'https://discord.com',
    authorizationEndpoint: 'https://discord.com/oauth2/authorize',
    tokenEndpoint: 'https://discord.com/api/oauth2/token',
    jwksUri: undefined,
    userinfoEndpoint: undefined,
    profileUrl: 'https://discord.com/api/users/@me',
    emailsUrl: undefined,
    scope: 'identify email',
    authorizationParams: {},
  },
  facebook: {
    kind: 'oauth2',
    tokenAuth: 'post',
    issuer: 'https://www.facebook.com',
    authorizationEndpoint: 'https://www.facebook.com/v21.0/dialog/oauth',
    tokenEndpoint: 'https://graph.facebook.com/v21.0/oauth/access_token',
    jwksUri: undefined,
    userinfoEndpoint: undefined,
    profileUrl: 'https://graph.facebook.com/v21.0/me?fields=id,name,email,picture',
    emailsUrl: undefined,
    scope: 'email public_profile',
    authorizationParams: {},
  },
}

import type { ClientMetadata } from 'oidc-provider'

/** The six providers the local provider stands in for (the server's `SOCIAL_PROVIDERS` keys). */
export const IDP_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
export type IdpProvider = (typeof IDP_PROVIDERS)[number]

/** Each provider's client at the local provider: id `<provider>-dev`, secret `<provider>-dev-secret`. */
export const clientIdOf = (provider: IdpProvider) => `${provider}-dev`
export const clientSecretOf = (provider: IdpProvider) => `${provider}-dev-secret`

/** Apple's dev team and key ids (the client secret JWT's `iss` and `kid`). */
export const APPLE_TEAM_ID = 'GANGWAYDEV'
export const APPLE_KEY_ID = 'DEVKEY0001'

/**
 * The oidc-provider client of each provider, configured like the real one: X authenticates with HTTP Basic,
 * the others post their secret; Apple's client secret is a JWT the local provider checks itself
 * (`appleClientAuth.ts`) before the request reaches oidc-provider with the static secret.
 */
export function idpClients(redirectUris: readonly string[]): ClientMetadata[] {
  return IDP_PROVIDERS.map((provider) => ({
    client_id: clientIdOf(provider),
    client_secret: clientSecretOf(provider),
    redirect_uris: [...redirectUris],
    grant_types: ['authorization_code'],
    response_types: ['code'],
    token_endpoint_auth_method: provider === 'x' ? 'client_secret_basic' : 'client_secret_post',
  }))
}

/**
 * What the Gangway server's `SOCIAL_PROVIDERS` should say so every provider points here: the OIDC ones at
 * the discovery endpoints, the OAuth 2 ones at the stand-ins of their profile APIs.
 */
export function socialProvidersFor(
  url: string,
  applePrivateKeyPem: string,
): Record<IdpProvider, Record<string, unknown>> {
  const common = (provider: IdpProvider) => ({
    clientId: clientIdOf(provider),
    issuer: url,
    authorizationEndpoint: `${url}/authorize`,
    tokenEndpoint: `${url}/token`,
  })
  return {
    google: {
      ...common('google'),
      clientSecret: clientSecretOf('google'),
      jwksUri: `${url}/jwks`,
      userinfoEndpoint: `${url}/userinfo`,
    },
    apple: {
      ...common('apple'),
      teamId: APPLE_TEAM_ID,
      keyId: APPLE_KEY_ID,
      privateKey: applePrivateKeyPem,
      jwksUri: `${url}/jwks`,
    },
    github: {
      ...common('github'),
      clientSecret: clientSecretOf('github'),
      profileUrl: `${url}/github/user`,
      emailsUrl: `${url}/github/user/emails`,
    },
    x: { ...common('x'), clientSecret: clientSecretOf('x'), profileUrl: `${url}/x/2/users/me` },
    discord: {
      ...common('discord'),
      clientSecret: clientSecretOf('discord'),
      profileUrl: `${url}/discord/api/users/@me`,
    },
    facebook: {
      ...common('facebook'),
      clientSecret: clientSecretOf('facebook'),
      profileUrl: `${url}/facebook/me?fields=id,name,email,picture`,
    },
  }
}

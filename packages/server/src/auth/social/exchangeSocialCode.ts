import * as oauth from 'oauth4webapi'
import { appleClientSecret } from './appleClientSecret.ts'
import type { SocialProviderConfig } from './SocialProvider.ts'
import { SocialLimits } from './socialLimits.ts'

/** How far in the future an id_token's `iat` may be (clock differences). */
const ID_TOKEN_FUTURE_LEEWAY_SECONDS = 60

export type ExchangeOptions = {
  now: () => number
  /** The provider's JWKS, cached between calls (oauth4webapi's `jwksCache`). */
  jwksCache: oauth.JWKSCacheInput
}

export type ExchangedCode = {
  accessToken: string
  /** OIDC: the id_token's claims, after issuer, audience, nonce, times and signature were checked. */
  idToken: oauth.IDToken | undefined
  /** What oauth4webapi needs for the provider's other calls. */
  as: oauth.AuthorizationServer
  client: oauth.Client
  requestOptions: { [oauth.allowInsecureRequests]: boolean; signal: (url: string) => AbortSignal }
}

/** oauth4webapi's view of a provider: its metadata and our client (with the server's clock). */
export function oauthParties(provider: SocialProviderConfig, now: () => number) {
  const as: oauth.AuthorizationServer = {
    issuer: provider.issuer,
    authorization_endpoint: provider.authorizationEndpoint,
    token_endpoint: provider.tokenEndpoint,
    ...(provider.jwksUri ? { jwks_uri: provider.jwksUri } : {}),
    ...(provider.userinfoEndpoint ? { userinfo_endpoint: provider.userinfoEndpoint } : {}),
  }
  const client: oauth.Client = {
    client_id: provider.clientId,
    [oauth.clockSkew]: Math.round((now() - Date.now()) / 1000),
  }
  const requestOptions = {
    // loadSocialConfig allows http only on loopback (the local provider)
    [oauth.allowInsecureRequests]: true,
    signal: () => AbortSignal.timeout(SocialLimits.PROVIDER_TIMEOUT_MS),
  }
  return { as, client, requestOptions }
}

/**
 * The authorization code → tokens step of the code flow (oauth4webapi): the redirect's parameters checked
 * against the expected state (and `iss`, RFC 9207, when present), the code exchanged with the PKCE verifier
 * and the client's credentials (Apple: a fresh ES256 client-secret JWT), and — for OIDC providers — the
 * id_token required and checked: issuer, audience (our client id), nonce, expiry / issued-at, then its
 * signature against the provider's JWKS; an `iat` over a minute ahead is refused too. Throws on anything wrong.
 */
export async function exchangeSocialCode(
  provider: SocialProviderConfig,
  redirect: URLSearchParams,
  expected: { state: string; codeVerifier: string; nonce: string; redirectUri: string },
  options: ExchangeOptions,
): Promise<ExchangedCode> {
  const { as, client, requestOptions } = oauthParties(provider, options.now)
  const params = oauth.validateAuthResponse(as, client, redirect, expected.state)
  const secret = provider.appleKey
    ? appleClientSecret(provider.appleKey, provider.clientId, provider.issuer, options.now())
    : (provider.clientSecret as string)
  const auth = provider.tokenAuth === 'basic' ? oauth.ClientSecretBasic(secret) : oauth.ClientSecretPost(secret)
  const response = await oauth.authorizationCodeGrantRequest(
    as,
    client,
    auth,
    params,
    expected.redirectUri,
    expected.codeVerifier,
    requestOptions,
  )
  const oidc = provider.kind === 'oidc'
  const result = await oauth.processAuthorizationCodeResponse(as, client, response, {
    expectedNonce: oidc ? expected.nonce : oauth.expectNoNonce,
    requireIdToken: oidc,
  })
  let idToken: oauth.IDToken | undefined
  if (oidc) {
    await oauth.validateApplicationLevelSignature(as, response, {
      ...requestOptions,
      [oauth.jwksCache]: options.jwksCache,
    })
    idToken = oauth.getValidatedIdTokenClaims(result)
    // oauth4webapi checks `exp` (and `nbf`), not an `iat` in the future: refuse tokens issued over a minute ahead
    if (!idToken || idToken.iat > options.now() / 1000 + ID_TOKEN_FUTURE_LEEWAY_SECONDS) {
      throw new Error('the id_token was issued in the future')
    }
  }
  return { accessToken: result.access_token, idToken, as, client, requestOptions }
}

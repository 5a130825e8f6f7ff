import { isOriginAllowed } from '@gangway/protocol'
import type { Kysely } from 'kysely'
import * as oauth from 'oauth4webapi'
import type { Database } from '../../db/Database.ts'
import { type Log, silentLog } from '../../log.ts'
import { AuthError, AuthErrorCode } from '../AuthError.ts'
import type { LoginAnswer } from '../authSessions.ts'
import { checkDeviceId } from '../checkDeviceId.ts'
import type { AuthService } from '../createAuthService.ts'
import { exchangeSocialCode } from './exchangeSocialCode.ts'
import type { SocialConfig } from './loadSocialConfig.ts'
import { readSocialProfile } from './readSocialProfile.ts'
import { isSocialProviderId, type SocialProviderId } from './SocialProvider.ts'
import { socialIdentities } from './socialIdentities.ts'
import { SocialLimits } from './socialLimits.ts'
import { socialStates } from './socialStates.ts'

export type SocialServiceDeps = {
  db: Kysely<Database>
  /** The e-mail login's service: the same wallets and sessions. */
  auth: Pick<AuthService, 'walletOf' | 'issueSession'>
  config: SocialConfig
  log?: Log
  now?: () => number
}

const stateInvalid = () =>
  new AuthError(400, AuthErrorCode.SOCIAL_STATE_INVALID, 'This sign-in expired or was already used. Start again')
const refused = () => new AuthError(401, AuthErrorCode.SOCIAL_LOGIN_FAILED, 'Failed to connect')

/**
 * A login without popup returns to the site's page `input`: an http(s) URL of at most 2 KiB on one of the
 * project's allowed origins (the same matcher as every origin check), else 400 — a forged `returnTo` would
 * carry the sign-in result to another site.
 */
function checkReturnTo(input: unknown, allowedOrigins: readonly string[]): string {
  const refused = () =>
    new AuthError(400, AuthErrorCode.INVALID_REQUEST, "returnTo must be a page on one of the project's origins")
  if (typeof input !== 'string' || input.length > 2048) throw refused()
  let url: URL
  try {
    url = new URL(input)
  } catch {
    throw refused()
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password) throw refused()
  if (!isOriginAllowed(url.origin, allowedOrigins)) throw refused()
  return url.href
}

/** The redirect URI without its query: what a result URI must start with. */
const base = (url: URL) => `${url.origin}${url.pathname}`

/** A provider that did not answer (network, timeout) — as opposed to one that answered "no". */
const unreachable = (error: unknown) =>
  error instanceof Error &&
  (error.name === 'TimeoutError' ||
    error.name === 'AbortError' ||
    (error instanceof TypeError && /fetch failed/.test(error.message)))

/**
 * Social login (SPEC §4) for the secure frame: `start` answers the provider's authorization URL
 * (GET_SOCIAL_REDIRECT_URI) and keeps state, PKCE verifier and nonce server-side; `connect` takes the URL
 * the popup was redirected to (CONNECT_SOCIAL), checks and uses up its state, exchanges the code, verifies
 * who signed in, and answers the same session as the e-mail login — for the provider account's one user
 * and wallet in the project. Anything wrong creates nothing.
 */
export function createSocialService(deps: SocialServiceDeps) {
  const { db, auth, config, now = Date.now, log = silentLog } = deps
  const states = socialStates(db, now)
  const identities = socialIdentities(db, now)
  const jwksCaches = new Map<SocialProviderId, oauth.JWKSCacheInput>()
  const configured = (value: unknown) => {
    const provider = isSocialProviderId(value) ? config.providers[value] : undefined
    if (!provider) {
      throw new AuthError(
        400,
        AuthErrorCode.SOCIAL_PROVIDER_UNAVAILABLE,
        `Social login with ${typeof value === 'string' ? value.slice(0, 32) : 'this provider'} is not available`,
      )
    }
    return provider
  }

  return {
    /** GET_SOCIAL_REDIRECT_URI: the provider's authorization URL for this device (state single use, 10 minutes). */
    async start(
      projectId: string,
      providerInput: unknown,
      deviceInput: unknown,
      returnTo?: { input: unknown; allowedOrigins: readonly string[] },
    ): Promise<{ uri: string }> {
      const provider = configured(providerInput)
      const deviceId = checkDeviceId(deviceInput)
      const back = returnTo?.input === undefined ? undefined : checkReturnTo(returnTo.input, returnTo.allowedOrigins)
      const state = oauth.generateRandomState()
      const nonce = oauth.generateRandomNonce()
      const codeVerifier = oauth.generateRandomCodeVerifier()
      await states.save(state, {
        projectId,
        deviceId,
        provider: provider.id,
        codeVerifier,
        nonce,
        redirectUri: config.redirectUri,
        ...(back ? { returnTo: back } : {}),
      })
      const url = new URL(provider.authorizationEndpoint)
      const params: Record<string, string> = {
        client_id: provider.clientId,
        redirect_uri: config.redirectUri,
        response_type: 'code',
        scope: provider.scope,
        state,
        code_challenge: await oauth.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        ...(provider.kind === 'oidc' ? { nonce } : {}),
        ...provider.authorizationParams,
      }
      for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value)
      return { uri: url.href }
    },

    /** CONNECT_SOCIAL: the popup's final URL (code and state in its query) → a session. */
    async connect(projectId: string, deviceInput: unknown, uriInput: unknown): Promise<LoginAnswer> {
      const deviceId = checkDeviceId(deviceInput)
      if (typeof uriInput !== 'string' || uriInput.length > SocialLimits.MAX_RESULT_URI_LENGTH) {
        throw new AuthError(400, AuthErrorCode.INVALID_REQUEST, 'uri must be the URL the sign-in returned to')
      }
      let result: URL
      try {
        result = new URL(uriInput)
      } catch {
        throw new AuthError(400, AuthErrorCode.INVALID_REQUEST, 'uri must be the URL the sign-in returned to')
      }
      if (base(result) !== base(new URL(config.redirectUri))) {
        throw new AuthError(400, AuthErrorCode.INVALID_REQUEST, 'uri must be the URL the sign-in returned to')
      }
      const state = result.searchParams.get('state')
      if (!state || state.length > 512) throw stateInvalid()
      const pending = await states.take(state, projectId, deviceId)
      if (!pending || pending.redirectUri !== config.redirectUri) throw stateInvalid()
      const provider = configured(pending.provider)
      let jwksCache = jwksCaches.get(provider.id)
      if (!jwksCache) {
        jwksCache = {}
        jwksCaches.set(provider.id, jwksCache)
      }
      let profile: Awaited<ReturnType<typeof readSocialProfile>>
      try {
        const code = await exchangeSocialCode(
          provider,
          result.searchParams,
          { state, codeVerifier: pending.codeVerifier, nonce: pending.nonce, redirectUri: pending.redirectUri },
          { now, jwksCache },
        )
        profile = await readSocialProfile(provider, code, result.searchParams)
      } catch (error) {
        const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
        log('warn', 'social login refused', { provider: provider.id, projectId, reason })
        if (unreachable(error)) {
          throw new AuthError(
            502,
            AuthErrorCode.SOCIAL_PROVIDER_FAILED,
            `${provider.id} did not answer. Try again later`,
          )
        }
        throw refused()
      }
      const user = await identities.userFor(projectId, provider.id, profile, provider.linkVerifiedEmail)
      const wallet = await auth.walletOf(user.userId)
      return auth.issueSession(
        { userId: user.userId, projectId, deviceId },
        {
          email: user.email ?? (profile.emailVerified ? profile.email : null),
          address: wallet.address,
          authProvider: provider.id,
          userName: profile.username,
        },
      )
    },

    /**
     * The way back of a login without popup (Telegram): the page of the site it started on, for a live
     * state; nothing is used up. Unknown, expired or used states, and popup logins → SOCIAL_STATE_INVALID.
     */
    async returnTo(stateInput: unknown): Promise<{ returnTo: string }> {
      if (typeof stateInput !== 'string' || !stateInput || stateInput.length > 512) throw stateInvalid()
      const returnTo = await states.returnTo(stateInput)
      if (!returnTo) throw stateInvalid()
      return { returnTo }
    },

    /** Deletes authorization requests whose redirect never came (the server's sweep). */
    sweepExpired: () => states.sweep(),
  }
}

export type SocialService = ReturnType<typeof createSocialService>

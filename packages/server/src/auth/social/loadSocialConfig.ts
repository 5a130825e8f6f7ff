import { createPrivateKey } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { z } from 'zod/mini'
import { isSocialProviderId, type SocialProviderConfig, type SocialProviderId } from './SocialProvider.ts'
import { socialProviderDefaults } from './socialProviderDefaults.ts'

/** Social login as configured: the enabled providers and the one redirect URI (on the secure frame's origin). */
export type SocialConfig = {
  providers: Partial<Record<SocialProviderId, SocialProviderConfig>>
  redirectUri: string
}

/** The frame's page the providers send the visitor back to (the frame helper serves it). */
export const SOCIAL_CALLBACK_PATH = '/social/callback'

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]'])
/** https, or http on this machine only (the local provider of development and tests). */
const endpoint = z.string().check(
  z.refine((value) => {
    try {
      const url = new URL(value)
      return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname))
    } catch {
      return false
    }
  }, 'must be an https:// URL (http:// only on localhost)'),
)

const ProviderInputSchema = z.strictObject({
  clientId: z.string().check(z.minLength(1)),
  clientSecret: z.optional(z.string().check(z.minLength(1))),
  /** Apple: team id, key id and the .p8 key (PEM text, or a file holding it). */
  teamId: z.optional(z.string().check(z.minLength(1))),
  keyId: z.optional(z.string().check(z.minLength(1))),
  privateKey: z.optional(z.string()),
  privateKeyFile: z.optional(z.string()),
  tokenAuth: z.optional(z.enum(['basic', 'post'])),
  issuer: z.optional(endpoint),
  authorizationEndpoint: z.optional(endpoint),
  tokenEndpoint: z.optional(endpoint),
  jwksUri: z.optional(endpoint),
  userinfoEndpoint: z.optional(z.nullable(endpoint)),
  profileUrl: z.optional(endpoint),
  emailsUrl: z.optional(z.nullable(endpoint)),
  scope: z.optional(z.string().check(z.minLength(1))),
  authorizationParams: z.optional(z.record(z.string(), z.string())),
  linkVerifiedEmail: z.optional(z.boolean()),
})
export type SocialProviderInput = z.infer<typeof ProviderInputSchema>

function provider(id: SocialProviderId, input: SocialProviderInput): SocialProviderConfig {
  const d = socialProviderDefaults[id]
  let appleKey: SocialProviderConfig['appleKey']
  if (id === 'apple') {
    const pem = input.privateKey ?? (input.privateKeyFile ? readFileSync(input.privateKeyFile, 'utf8') : undefined)
    if (!input.teamId || !input.keyId || !pem) {
      throw new Error('SOCIAL_PROVIDERS: apple needs teamId, keyId and privateKey (or privateKeyFile)')
    }
    try {
      const key = createPrivateKey(pem)
      if (key.asymmetricKeyType !== 'ec' || key.asymmetricKeyDetails?.namedCurve !== 'prime256v1') throw new Error()
    } catch {
      throw new Error('SOCIAL_PROVIDERS: apple privateKey must be the .p8 key (a P-256 key in PEM)')
    }
    appleKey = { teamId: input.teamId, keyId: input.keyId, privateKeyPem: pem }
  } else if (!input.clientSecret) {
    throw new Error(`SOCIAL_PROVIDERS: ${id} needs clientSecret`)
  }
  return {
    id,
    kind: d.kind,
    clientId: input.clientId,
    clientSecret: input.clientSecret,
    appleKey,
    tokenAuth: input.tokenAuth ?? d.tokenAuth,
    issuer: input.issuer ?? d.issuer,
    authorizationEndpoint: input.authorizationEndpoint ?? d.authorizationEndpoint,
    tokenEndpoint: input.tokenEndpoint ?? d.tokenEndpoint,
    jwksUri: input.jwksUri ?? d.jwksUri,
    userinfoEndpoint: input.userinfoEndpoint === null ? undefined : (input.userinfoEndpoint ?? d.userinfoEndpoint),
    profileUrl: input.profileUrl ?? d.profileUrl,
    emailsUrl: input.emailsUrl === null ? undefined : (input.emailsUrl ?? d.emailsUrl),
    scope: input.scope ?? d.scope,
    authorizationParams: input.authorizationParams ?? d.authorizationParams,
    linkVerifiedEmail: input.linkVerifiedEmail ?? false,
  }
}

/**
 * `SOCIAL_PROVIDERS` (JSON `{"google": {"clientId", "clientSecret", …overrides}, "apple": {"clientId",
 * "teamId", "keyId", "privateKeyFile"}, …}`; only listed providers are on) and `SOCIAL_REDIRECT_URI`
 * (default `<first FRAME_ORIGINS>/social/callback`; it must be on a frame origin). A bad value throws,
 * naming the variable.
 */
export function loadSocialConfig(
  env: Record<string, string | undefined>,
  frameOrigins: readonly string[],
): SocialConfig {
  const providers: SocialConfig['providers'] = {}
  if (env.SOCIAL_PROVIDERS) {
    let parsed: unknown
    try {
      parsed = JSON.parse(env.SOCIAL_PROVIDERS)
    } catch {
      throw new Error('SOCIAL_PROVIDERS must be JSON')
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
      throw new Error('SOCIAL_PROVIDERS must be a JSON object keyed by provider')
    }
    for (const [id, value] of Object.entries(parsed)) {
      if (!isSocialProviderId(id)) {
        throw new Error(
          `SOCIAL_PROVIDERS: unknown provider ${JSON.stringify(id)} (google, github, apple, facebook, x, discord)`,
        )
      }
      const result = ProviderInputSchema.safeParse(value)
      if (!result.success) {
        const issue = result.error.issues[0]
        throw new Error(`SOCIAL_PROVIDERS: ${id}.${issue?.path.join('.') || 'value'} ${issue?.message}`)
      }
      providers[id] = provider(id, result.data)
    }
  }
  const redirectUri = env.SOCIAL_REDIRECT_URI || `${frameOrigins[0] ?? 'http://localhost:4001'}${SOCIAL_CALLBACK_PATH}`
  let origin: string
  try {
    origin = new URL(redirectUri).origin
  } catch {
    throw new Error(`SOCIAL_REDIRECT_URI: ${redirectUri} is not a URL`)
  }
  // checked when social login is on (an empty FRAME_ORIGINS without it stays a valid configuration)
  if (Object.keys(providers).length > 0 && !frameOrigins.includes(origin)) {
    throw new Error(`SOCIAL_REDIRECT_URI: ${redirectUri} is not on a FRAME_ORIGINS origin (${frameOrigins.join(', ')})`)
  }
  return { providers, redirectUri }
}

import { devAppleKey } from './devAppleKey.ts'
import { type IdpProvider, socialProvidersFor } from './idpClients.ts'

/** Where `npm start` and the e2e stack run the local provider. */
export const DEV_IDP_URL = 'http://127.0.0.1:4002'

/**
 * The server's `SOCIAL_PROVIDERS` for the local provider at `url` started with the dev Apple key (its
 * default): computable before it starts, so the stack can configure the server first. No `oidc-provider`
 * import here — configuration only.
 */
export function devSocialProviders(url: string = DEV_IDP_URL): Record<IdpProvider, Record<string, unknown>> {
  return socialProvidersFor(url, devAppleKey().privateKeyPem)
}

/** Where `npm start` and the e2e stack run the local on-ramp provider. */
export const DEV_ONRAMP_URL = 'http://127.0.0.1:4003'

/** The secret the dev stack's server and the local provider share (dev only: anyone can read it here). */
export const DEV_ONRAMP_SECRET = 'gangway-dev-onramp-secret'

/** One entry of the server's `ONRAMP_PROVIDERS` for the local provider. */
export type DevOnrampProvider = { name: 'sandbox'; url: string; secret: string }

/**
 * The server's `ONRAMP_PROVIDERS` for the dev stack (`JSON.stringify` it): the local provider at `url` with
 * the shared dev secret. Configuration only — no server, chain or key is loaded by importing this module.
 */
export function devOnrampProviders(
  url: string = DEV_ONRAMP_URL,
  secret: string = DEV_ONRAMP_SECRET,
): DevOnrampProvider[] {
  return [{ name: 'sandbox', url, secret }]
}

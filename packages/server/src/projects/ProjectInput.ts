import { RemoteFeaturesSchema } from '@gangway/protocol'
import { z } from 'zod/mini'
import { LOCAL_SPONSORSHIP, SponsorshipPolicySchema } from './SponsorshipPolicy.ts'

/**
 * An allowed origin: `https://app.example.com`, a wildcard `https://*.example.com`, a host without scheme
 * (`example.com`, any scheme and port), `localhost` (localhost, 127.0.0.1 and [::1] on any port) or `*`.
 */
export const OriginPatternSchema = z
  .string()
  .check(z.regex(/^(\*|[a-z][a-z0-9+.-]*:\/\/[^/\s]+|[^:/\s]+)$/i, 'is not an origin (scheme://host[:port]) or host'))

/** An Android package name or iOS bundle id: reverse-DNS labels of letters, digits, _ or -. */
export const AppIdSchema = z
  .string()
  .check(
    z.maxLength(255),
    z.regex(/^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)+$/, 'is not an app id (reverse-DNS, e.g. com.example.wallet)'),
  )

export const ProjectIdSchema = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1–64 letters, digits, _ or -'))

/** A project as the CLI and the seed give it. */
export const ProjectInputSchema = z.object({
  id: ProjectIdSchema,
  name: z.string().check(z.minLength(1), z.maxLength(200)),
  allowedOrigins: z.array(OriginPatternSchema),
  /** Default: none. */
  allowedAppIds: z.optional(z.array(AppIdSchema)),
  /** Default: false — servers and scripts must be allowed explicitly (the `local` demo project allows them). */
  allowNoOrigin: z.optional(z.boolean()),
  features: z._default(RemoteFeaturesSchema, {}),
  analyticsEnabled: z._default(z.boolean(), false),
  /** Gas sponsorship of the embedded wallets' smart accounts; default: off. */
  sponsorship: z.optional(SponsorshipPolicySchema),
})
export type ProjectInput = z.output<typeof ProjectInputSchema>

/** The demo's project, always present. */
export const LOCAL_PROJECT: ProjectInput = {
  id: 'local',
  name: 'Local demo',
  allowedOrigins: ['localhost'],
  allowedAppIds: [],
  // the Node clients of the tests and benches, and wallets run from a terminal
  allowNoOrigin: true,
  features: {},
  analyticsEnabled: false,
  sponsorship: LOCAL_SPONSORSHIP,
}

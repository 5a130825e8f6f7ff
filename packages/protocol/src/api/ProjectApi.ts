import { z } from 'zod/mini'

/** Remote features a project may set (`GET /appkit/v1/config`); absent keys leave the site's options. */
export const RemoteFeaturesSchema = z.object({
  email: z.optional(z.boolean()),
  socials: z.optional(z.union([z.array(z.string()), z.literal(false)])),
  swaps: z.optional(z.boolean()),
  onramp: z.optional(z.boolean()),
  activity: z.optional(z.boolean()),
  send: z.optional(z.boolean()),
  receive: z.optional(z.boolean()),
  allWallets: z.optional(z.boolean()),
  reownBranding: z.optional(z.boolean()),
})
export type RemoteFeatures = z.infer<typeof RemoteFeaturesSchema>

export const ProjectConfigResponseSchema = z.object({ features: RemoteFeaturesSchema })
export type ProjectConfigResponse = z.infer<typeof ProjectConfigResponseSchema>

export const AllowedOriginsResponseSchema = z.object({ allowedOrigins: z.array(z.string()) })
export type AllowedOriginsResponse = z.infer<typeof AllowedOriginsResponseSchema>

export const AnalyticsConfigResponseSchema = z.object({ isAnalyticsEnabled: z.boolean() })
export type AnalyticsConfigResponse = z.infer<typeof AnalyticsConfigResponseSchema>

/** `POST /e`: one analytics event or error report (`props.type === 'error'`). */
export const AnalyticsEventSchema = z.object({
  eventId: z.string().check(z.minLength(1), z.maxLength(100)),
  url: z.optional(z.string().check(z.maxLength(2000))),
  domain: z.optional(z.string().check(z.maxLength(255))),
  timestamp: z.number(),
  props: z.optional(z.record(z.string(), z.unknown())),
})
export type AnalyticsEvent = z.infer<typeof AnalyticsEventSchema>

export const ApiErrorSchema = z.object({ code: z.string(), message: z.string() })
export type ApiError = z.infer<typeof ApiErrorSchema>

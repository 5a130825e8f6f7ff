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

/** Stable error codes of the server's answers; `message` is SPEC §8's text where it has one. */
export const ApiErrorCode = {
  INVALID_PROJECT_ID: 'INVALID_PROJECT_ID',
  ORIGIN_NOT_ALLOWED: 'ORIGIN_NOT_ALLOWED',
  RATE_LIMITED: 'RATE_LIMITED',
  BAD_REQUEST: 'BAD_REQUEST',
  NOT_FOUND: 'NOT_FOUND',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  SERVER_ERROR: 'SERVER_ERROR',
} as const
export type ApiErrorCode = (typeof ApiErrorCode)[keyof typeof ApiErrorCode]

export const ApiErrorSchema = z.object({ code: z.string(), message: z.string() })
export type ApiError = z.infer<typeof ApiErrorSchema>

/** The headers and query parameters every call carries (SPEC §7). */
export const SdkHeaders = { projectId: 'x-project-id', sdkType: 'x-sdk-type', sdkVersion: 'x-sdk-version' } as const
export const SdkQuery = { projectId: 'projectId', sdkType: 'st', sdkVersion: 'sv', clientId: 'clientId' } as const

import type { AppDeps } from '../createApp.ts'

/** App settings for tests: SPEC defaults, no project cache (so updates show at once). */
export function testConfig(overrides: Partial<AppDeps['config']> = {}): AppDeps['config'] {
  return {
    imagesDir: undefined,
    rpcUpstreams: {},
    rpcTimeoutMs: 10_000,
    rpcRetries: 3,
    rateLimitPerMinute: 1000,
    rateLimitPerIpPerMinute: 100_000,
    eventsPerIpPerMinute: 10_000,
    trustedProxies: [],
    errorReportsPerMinute: 5,
    bodyLimitBytes: 1_048_576,
    apiBodyLimitBytes: 65_536,
    rpcMethods: {},
    authMailRequestsPerIpPerHour: 10_000,
    authCodeChecksPerIpPerHour: 10_000,
    siwxSigninsPerIpPerMinute: 10_000,
    authSigninsPerIpPerMinute: 10_000,
    projectCacheMs: 0,
    walletsCacheMs: 0,
    ...overrides,
  }
}

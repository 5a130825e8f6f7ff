import { ApiErrorCode, DEFAULT_NAMES_ZONE } from '@gangway/protocol'
import { Hono } from 'hono'
import { sql } from 'kysely'
import type { AppDeps } from './AppDeps.ts'
import { activityRoutes } from './activity/activityRoutes.ts'
import { analyticsRoutes } from './analytics/analyticsRoutes.ts'
import { mountAuthRoutes } from './auth/mountAuthRoutes.ts'
import { balanceRoutes } from './balances/balanceRoutes.ts'
import { identityRoutes } from './balances/identityRoutes.ts'
import { BitcoinLimits } from './bitcoin/bitcoinLimits.ts'
import { bitcoinRoutes } from './bitcoin/bitcoinRoutes.ts'
import { createBitcoinBackends } from './bitcoin/createBitcoinBackends.ts'
import { ConvertLimits } from './convert/convertLimits.ts'
import { convertRoutes } from './convert/convertRoutes.ts'
import { farcasterChannels } from './farcaster/farcasterChannels.ts'
import { FarcasterRelayLimits } from './farcaster/farcasterRelayLimits.ts'
import { farcasterRelayRoutes } from './farcaster/farcasterRelayRoutes.ts'
import { createReadiness } from './health/createReadiness.ts'
import { healthRoutes } from './health/healthRoutes.ts'
import type { AppEnv } from './http/AppEnv.ts'
import { apiError } from './http/apiError.ts'
import { createTtlCache } from './http/createTtlCache.ts'
import { ipLimit } from './http/ipLimit.ts'
import { projectGuard } from './http/projectGuard.ts'
import { requestGate } from './http/requestGate.ts'
import { imageRoutes } from './images/imageRoutes.ts'
import { createLimits } from './limits/createLimits.ts'
import { silentLog } from './log.ts'
import { createMetrics } from './metrics/createMetrics.ts'
import { metricsEndpoint } from './metrics/metricsEndpoint.ts'
import { EnsGatewayLimits } from './names/ens/ensGatewayLimits.ts'
import { ensGatewayRoutes } from './names/ens/ensGatewayRoutes.ts'
import { NameLimits } from './names/NameLimits.ts'
import { nameRoutes } from './names/nameRoutes.ts'
import { reservedLabels } from './names/reservedLabels.ts'
import { buildOnrampOptions } from './onramp/buildOnrampOptions.ts'
import { createOnrampProviders } from './onramp/createOnrampProviders.ts'
import { OnrampLimits } from './onramp/onrampLimits.ts'
import { onrampRoutes } from './onramp/onrampRoutes.ts'
import { onrampWebhookRoutes } from './onramp/onrampWebhookRoutes.ts'
import type { Project } from './projects/Project.ts'
import { projectStore } from './projects/projectStore.ts'
import { createChainClients } from './rpc/createChainClients.ts'
import { RpcLimits } from './rpc/rpcLimits.ts'
import { rpcRoutes } from './rpc/rpcRoutes.ts'
import { SessionLimits } from './sessions/SessionLimits.ts'
import { sessionRoutes } from './sessions/sessionRoutes.ts'
import { sessionStore } from './sessions/sessionStore.ts'
import { createSiwxService } from './siwx/createSiwxService.ts'
import { siwxRoutes } from './siwx/siwxRoutes.ts'
import { projectSponsorSpend } from './smart/projectSponsorSpend.ts'
import { getWalletsRoute } from './wallets/getWalletsRoute.ts'

export type { AppDeps }

const CORS_ALLOW_HEADERS = 'content-type, x-project-id, x-sdk-type, x-sdk-version, authorization, x-gangway-device'

/** The HTTP API of SPEC §7 (this part) over one database. Everything it keeps lives in this call. */
export function createApp({
  db,
  config,
  log = silentLog,
  metrics = createMetrics(),
  limits = createLimits(undefined, { onRefused: metrics.rateLimitRefused }),
  readiness,
  auth,
  siwx,
  convert,
  onramp,
  names,
  smart,
  sessions,
}: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const perMinute = (name: string, points: number) => limits.create({ name, points, durationSeconds: 60 })
  const perHour = (name: string, points: number) => limits.create({ name, points, durationSeconds: 3600 })
  const projects = projectStore(db)
  const projectCache = createTtlCache<Project | undefined>(config.projectCacheMs)
  const lookup = (id: string) => projectCache.get(id, () => projects.get(id))
  const perClient = perMinute('http-client', config.rateLimitPerMinute)

  const perIp = perMinute('http-ip', config.rateLimitPerIpPerMinute)
  const requests = config.logRequests ?? 'errors'
  app.use(
    requestGate({
      log,
      requests,
      perIp,
      trustedProxies: config.trustedProxies,
      bodyLimitBytes: config.apiBodyLimitBytes,
      metrics,
    }),
  )
  app.onError((error, c) => {
    // the request's own line names the error (requestGate); with request lines off it is logged here
    c.set('failure', error.message)
    if (requests === 'off') log('error', 'unhandled', { path: c.req.path, error: error.message })
    return apiError(c, 500, ApiErrorCode.SERVER_ERROR, 'Server Error')
  })
  app.notFound((c) => apiError(c, 404, ApiErrorCode.NOT_FOUND, `No route ${c.req.method} ${c.req.path}`))
  // before the generic preflight: Sign in with X answers CORS to the project's allowed origins only
  siwxRoutes(
    app,
    siwx ??
      createSiwxService({
        db,
        rpc: { upstreams: config.rpcUpstreams, timeoutMs: config.rpcTimeoutMs, retries: config.rpcRetries },
      }),
    {
      project: lookup,
      perIp,
      perClient,
      signinsPerIp: perMinute('siwx-signins-ip', config.siwxSigninsPerIpPerMinute),
    },
  )

  // the Farcaster relay: public (no project id), its own CORS and body limit, before the generic preflight
  farcasterRelayRoutes(app, farcasterChannels(db, auth?.now ?? Date.now), {
    relayKeys: config.farcasterRelayKeys ?? [],
    connectUrl: config.farcasterConnectUrl ?? FarcasterRelayLimits.CONNECT_URL,
    channelsPerIp: perMinute(
      'farcaster-channels-ip',
      config.farcasterChannelsPerIpPerMinute ?? FarcasterRelayLimits.CHANNELS_PER_IP_PER_MINUTE,
    ),
    requestsPerIp: perMinute(
      'farcaster-relay-ip',
      config.farcasterRelayRequestsPerIpPerMinute ?? FarcasterRelayLimits.REQUESTS_PER_IP_PER_MINUTE,
    ),
  })

  // the providers' webhooks: server to server (no project id, no CORS), before the project guard
  const onrampProviders =
    onramp?.providers ??
    createOnrampProviders(config.onrampProviders ?? [], {
      prices: config.prices ?? {},
      ...(onramp?.fetch ? { fetch: onramp.fetch } : {}),
    })
  onrampWebhookRoutes(app, db, { providers: onrampProviders, now: onramp?.now ?? Date.now, log })

  // the ENS gateway (EIP-3668): public — any ENS client asks it, without a project id — so before the guard
  if (config.ensGatewayKey) {
    ensGatewayRoutes(app, db, {
      key: config.ensGatewayKey,
      zone: config.namesZone ?? DEFAULT_NAMES_ZONE,
      perIp: ipLimit(perMinute('ens-gateway-ip', EnsGatewayLimits.REQUESTS_PER_IP_PER_MINUTE), config.trustedProxies),
    })
  }

  healthRoutes(
    app,
    readiness ?? createReadiness({ phase: 'ready' }).serving({ database: () => sql`select 1`.execute(db) }),
  )
  // the scrape endpoint, unless the operator moved it to a port of its own or (production) gave no token
  metrics.watchSponsorSpend(() => projectSponsorSpend(db))
  if (config.metrics?.onApiPort ?? true) {
    app.get(
      '/metrics',
      metricsEndpoint(metrics, {
        token: config.metrics?.token,
        failuresPerIp: perMinute('metrics-auth-failures-ip', config.metrics?.authFailuresPerIpPerMinute ?? 10),
        trustedProxies: config.trustedProxies,
      }),
    )
  }
  // Preflight: answered for any origin; the real request is checked against the project. `/auth/v1` is the
  // secure frame's, with credentials (its partitioned refresh cookie, auth/refreshCookie.ts): only the frame
  // origins get an answer there — any other origin 403 without CORS headers, as its real request would.
  const frameOrigins = auth?.frameOrigins ?? []
  app.options('*', (c) => {
    const origin = c.req.header('origin')
    c.header('vary', 'Origin')
    const frameApi = c.req.path.startsWith('/auth/v1/')
    if (frameApi && (!origin || !frameOrigins.includes(origin))) {
      return c.json({ code: ApiErrorCode.ORIGIN_NOT_ALLOWED, message: 'Origin Not Allowed' }, 403)
    }
    if (origin) c.header('access-control-allow-origin', origin)
    c.header('access-control-allow-methods', 'GET, POST, PUT, DELETE, OPTIONS')
    c.header('access-control-allow-headers', CORS_ALLOW_HEADERS)
    c.header('access-control-max-age', '600')
    if (frameApi) c.header('access-control-allow-credentials', 'true')
    return c.body(null, 204)
  })

  const walletName = async (id: string) =>
    (await db.selectFrom('wallets').select('name').where('id', '=', id).executeTakeFirst())?.name
  // Images are fetched by <img>, which sends no project id; they are public like the registry they show.
  imageRoutes(app, { imagesDir: config.imagesDir, registryImagesDir: config.registryImagesDir, walletName })

  // session permissions: the embedded RPC grants and revokes them, `/v1/sessions` lists and revokes them
  const sessionsStore = sessionStore(db)
  const walletOf = auth
    ? mountAuthRoutes(app, { db, config, auth, smart, project: lookup, sessions: sessionsStore, perMinute, perHour })
    : undefined

  app.use(projectGuard(lookup, perClient))
  app.get('/appkit/v1/config', (c) => c.json({ features: c.get('project').features }))
  app.get('/projects/v1/origins', (c) => c.json({ allowedOrigins: c.get('project').allowedOrigins }))
  getWalletsRoute(app, db, config)
  analyticsRoutes(app, db, {
    errorReports: perMinute('error-reports', config.errorReportsPerMinute),
    eventsPerIp: perMinute('events-ip', config.eventsPerIpPerMinute),
  })
  const bitcoinChains = createBitcoinBackends(config.bitcoinBackends ?? {}, config.rpcTimeoutMs)
  app.use(
    '/v1/bitcoin/*',
    ipLimit(
      perMinute('bitcoin-ip', config.bitcoinPerIpPerMinute ?? BitcoinLimits.REQUESTS_PER_IP_PER_MINUTE),
      config.trustedProxies,
    ),
  )
  bitcoinRoutes(app, bitcoinChains)
  balanceRoutes(app, {
    bitcoin: bitcoinChains,
    upstreams: config.rpcUpstreams,
    tokenLists: config.tokenLists ?? {},
    prices: config.prices ?? {},
    cacheMs: config.balanceCacheMs ?? 30_000,
  })
  app.use(
    '/v1/convert/*',
    ipLimit(
      perMinute('convert-ip', config.convertPerIpPerMinute ?? ConvertLimits.REQUESTS_PER_IP_PER_MINUTE),
      config.trustedProxies,
    ),
  )
  convertRoutes(app, {
    upstreams: config.rpcUpstreams,
    dexes: config.swapDexes ?? {},
    tokenLists: config.tokenLists ?? {},
    timeoutMs: config.rpcTimeoutMs,
    retries: config.rpcRetries,
    ...(convert?.providers ? { providers: convert.providers } : {}),
  })
  const onrampPerIp = ipLimit(
    perMinute('onramp-ip', config.onrampPerIpPerMinute ?? OnrampLimits.REQUESTS_PER_IP_PER_MINUTE),
    config.trustedProxies,
  )
  app.use('/v1/onramp/*', onrampPerIp)
  app.use('/v1/generators/*', onrampPerIp)
  onrampRoutes(app, db, {
    providers: onrampProviders,
    catalog: () =>
      buildOnrampOptions(
        Object.keys(config.rpcUpstreams).filter((id) => id.startsWith('eip155:') || id.startsWith('solana:')),
        config.tokenLists ?? {},
      ),
    webhookBaseUrl: onramp?.webhookBaseUrl ?? (() => 'http://localhost:4000'),
    log,
  })
  const identity = identityRoutes(app, db)
  nameRoutes(app, db, {
    zone: config.namesZone ?? DEFAULT_NAMES_ZONE,
    reserved: reservedLabels(config.namesZone ?? DEFAULT_NAMES_ZONE, config.namesReserved),
    clients: createChainClients({
      upstreams: config.rpcUpstreams,
      timeoutMs: config.rpcTimeoutMs,
      retries: config.rpcRetries,
    }),
    readsPerIp: perMinute('names-reads-ip', config.namesReadsPerIpPerMinute ?? NameLimits.READS_PER_IP_PER_MINUTE),
    registrationsPerIp: perMinute(
      'names-registrations-ip',
      config.namesRegistrationsPerIpPerMinute ?? NameLimits.REGISTRATIONS_PER_IP_PER_MINUTE,
    ),
    registrationsPerAddress: perHour(
      'names-registrations-address',
      config.namesRegistrationsPerAddressPerHour ?? NameLimits.REGISTRATIONS_PER_ADDRESS_PER_HOUR,
    ),
    onRegistered: identity.forget,
    ...(names?.now ? { now: names.now } : {}),
  })
  sessionRoutes(app, {
    store: sessionsStore,
    clients: createChainClients({
      upstreams: config.rpcUpstreams,
      timeoutMs: config.rpcTimeoutMs,
      retries: config.rpcRetries,
    }),
    walletOf,
    readsPerIp: perMinute(
      'sessions-reads-ip',
      config.sessionReadsPerIpPerMinute ?? SessionLimits.READS_PER_IP_PER_MINUTE,
    ),
    revokesPerIp: perMinute(
      'sessions-revokes-ip',
      config.sessionRevokesPerIpPerMinute ?? SessionLimits.REVOKES_PER_IP_PER_MINUTE,
    ),
    ...(sessions?.now ? { now: sessions.now } : {}),
  })
  activityRoutes(app, db, { upstreams: config.rpcUpstreams, spamContracts: config.spamContracts ?? [] })
  rpcRoutes(app, {
    upstreams: config.rpcUpstreams,
    timeoutMs: config.rpcTimeoutMs,
    retries: config.rpcRetries,
    bodyLimitBytes: config.bodyLimitBytes,
    methods: config.rpcMethods,
    maxBatchCalls: config.rpcMaxBatchCalls ?? RpcLimits.MAX_BATCH_CALLS,
    limits: { perIp, perClient },
    observeUpstream: metrics.upstream,
  })
  return app
}

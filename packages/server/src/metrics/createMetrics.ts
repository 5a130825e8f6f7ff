import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'

/** Today's sponsored wei per project and chain (`smart/projectSponsorSpend.ts`). */
export type SponsorSpendSource = () => Promise<readonly { projectId: string; chainId: number; spentWei: bigint }[]>

/** What the relay reports when scraped (`createRelay`). */
/** `mailboxBytes`: at once from the memory mailbox, a promise from Redis's. */
export type RelaySource = { sockets(): number; mailboxBytes(): number | Promise<number> }

/** Why an upstream call of the RPC proxy failed: no answer in time, no connection, or an HTTP 5xx answer. */
export type UpstreamFailure = 'timeout' | 'connection' | 'http_5xx'

/** How long a scrape may reuse what an expensive source (a database query) answered: one query a second at most. */
const SOURCE_CACHE_MS = 1000

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

/**
 * The server's Prometheus metrics (prom-client), one registry per app instance — never prom-client's global
 * one, so two servers in one process (the tests) count apart. Instruments are updated by the parts that see
 * the events (`requestGate`, `createLimits`, the relay, the RPC proxy, the mailer, the indexers); gauges of
 * state that lives elsewhere (relay sockets, mailbox bytes, sponsorship spend) read their source when
 * scraped. `processMetrics` adds prom-client's process and Node.js metrics (CPU, memory, event-loop lag,
 * handles) — once per process: the server's entry point turns it on, tests do not.
 */
export function createMetrics(options: { processMetrics?: boolean } = {}) {
  const registry = new Registry()
  const registers = [registry]
  if (options.processMetrics) collectDefaultMetrics({ register: registry })

  const httpRequests = new Counter({
    name: 'gangway_http_requests_total',
    help: 'HTTP requests answered, by method, route (the route pattern, "unmatched" for none) and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  })
  const httpDuration = new Histogram({
    name: 'gangway_http_request_duration_seconds',
    help: 'Time from a request reaching the API until its answer, by method, route and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers,
  })
  const refusals = new Counter({
    name: 'gangway_rate_limit_refusals_total',
    help: 'Requests refused by a rate limit, by limit (http-ip, http-client, relay-publish, auth-mail-requests-ip …)',
    labelNames: ['limit'] as const,
    registers,
  })
  // the relay counts in plain numbers, per message, handed to the counters when they are read (no
  // prom-client call, no labels object, per message)
  const relayCounts = { published: 0, delivered: 0, redelivered: 0 }
  const relayCounter = (name: string, help: string, field: keyof typeof relayCounts) =>
    new Counter({
      name,
      help,
      registers,
      collect() {
        this.inc(relayCounts[field])
        relayCounts[field] = 0
      },
    })
  relayCounter(
    'gangway_relay_messages_published_total',
    'Relay messages published and stored (duplicates and refusals not counted)',
    'published',
  )
  relayCounter(
    'gangway_relay_messages_delivered_total',
    'Relay messages pushed to a subscribed socket (first sends)',
    'delivered',
  )
  relayCounter(
    'gangway_relay_redeliveries_total',
    'Relay messages sent again to a socket that had not acknowledged them',
    'redelivered',
  )
  let relay: RelaySource | undefined
  new Gauge({
    name: 'gangway_relay_sockets',
    help: 'Open relay WebSockets on this node',
    registers,
    collect() {
      this.set(relay?.sockets() ?? 0)
    },
  })
  const mailboxBytes = cached(async () => (relay ? await relay.mailboxBytes() : 0))
  new Gauge({
    name: 'gangway_relay_mailbox_bytes',
    help: 'Bytes the relay mailbox holds (with REDIS_URL: the mailbox all nodes share)',
    registers,
    async collect() {
      this.set(await mailboxBytes())
    },
  })
  const indexerHead = new Gauge({
    name: 'gangway_indexer_head_block',
    help: "The chain's latest block as the activity indexer last saw it, by chain (reported by the node running the indexer)",
    labelNames: ['chain'] as const,
    registers,
  })
  const indexerIndexed = new Gauge({
    name: 'gangway_indexer_indexed_block',
    help: 'The last block the activity indexer wrote, by chain',
    labelNames: ['chain'] as const,
    registers,
  })
  const indexerLag = new Gauge({
    name: 'gangway_indexer_lag_blocks',
    help: 'Confirmed blocks (head minus INDEXER_CONFIRMATIONS) not yet indexed, by chain',
    labelNames: ['chain'] as const,
    registers,
  })
  const upstreamDuration = new Histogram({
    name: 'gangway_rpc_upstream_duration_seconds',
    help: 'Time of one call of the RPC proxy to a chain upstream (each retry counted on its own), by chain',
    labelNames: ['chain'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers,
  })
  const upstreamErrors = new Counter({
    name: 'gangway_rpc_upstream_errors_total',
    help: 'Failed calls of the RPC proxy to a chain upstream, by chain and reason (timeout, connection, http_5xx)',
    labelNames: ['chain', 'reason'] as const,
    registers,
  })
  let sponsorSpend: SponsorSpendSource | undefined
  const spend = cached(async () => (sponsorSpend ? await sponsorSpend() : []))
  new Gauge({
    name: 'gangway_sponsorship_spent_wei',
    help: 'Wei of gas sponsorship reserved today (UTC day), by project and chain',
    labelNames: ['project', 'chain'] as const,
    registers,
    async collect() {
      this.reset()
      for (const row of await spend()) {
        this.set({ project: row.projectId, chain: `eip155:${row.chainId}` }, Number(row.spentWei))
      }
    },
  })
  const emails = new Counter({
    name: 'gangway_emails_total',
    help: 'Login e-mails handed to the SMTP server (result="sent") or refused / not answered in time (result="failed")',
    labelNames: ['result'] as const,
    registers,
  })
  emails.inc({ result: 'sent' }, 0)
  emails.inc({ result: 'failed' }, 0)

  return {
    registry,
    /** The text a scrape answers, and its content type. */
    async scrape(): Promise<{ text: string; contentType: string }> {
      return { text: await registry.metrics(), contentType: registry.contentType }
    },
    http(request: { method: string; route: string; status: number; seconds: number }) {
      const labels = {
        method: METHODS.has(request.method) ? request.method : 'OTHER',
        route: request.route,
        status: String(request.status),
      }
      httpRequests.inc(labels)
      httpDuration.observe(labels, request.seconds)
    },
    rateLimitRefused(limit: string) {
      refusals.inc({ limit })
    },
    relay: {
      published: () => {
        relayCounts.published++
      },
      delivered: () => {
        relayCounts.delivered++
      },
      redelivered: () => {
        relayCounts.redelivered++
      },
    },
    /** The relay whose sockets and mailbox the gauges read. */
    watchRelay(source: RelaySource) {
      relay = source
    },
    indexer(chain: string, progress: { head: number; safe: number; indexed: number }) {
      indexerHead.set({ chain }, progress.head)
      indexerIndexed.set({ chain }, progress.indexed)
      indexerLag.set({ chain }, Math.max(0, progress.safe - progress.indexed))
    },
    /** The indexer of `chain` stopped here (another node leads now): its gauges leave this node's scrape. */
    indexerStopped(chain: string) {
      for (const gauge of [indexerHead, indexerIndexed, indexerLag]) gauge.remove({ chain })
    },
    upstream(chain: string, seconds: number, failure?: UpstreamFailure) {
      upstreamDuration.observe({ chain }, seconds)
      if (failure) upstreamErrors.inc({ chain, reason: failure })
    },
    /** Where the sponsorship gauge reads today's spend (one query per scrape, at most one a second). */
    watchSponsorSpend(source: SponsorSpendSource) {
      sponsorSpend = source
    },
    email(sent: boolean) {
      emails.inc({ result: sent ? 'sent' : 'failed' })
    },
  }
}
export type Metrics = ReturnType<typeof createMetrics>

/** One call at a time, its answer reused for `SOURCE_CACHE_MS`: scrapes in a flood cost one query a second. */
function cached<T>(read: () => Promise<T>): () => Promise<T> {
  let last: { at: number; value: Promise<T> } | undefined
  return () => {
    const now = Date.now()
    if (!last || now - last.at >= SOURCE_CACHE_MS) {
      const value = read()
      last = { at: now, value }
      // a failed read is not kept: the next scrape tries again
      value.catch(() => {
        if (last?.value === value) last = undefined
      })
    }
    return last.value
  }
}

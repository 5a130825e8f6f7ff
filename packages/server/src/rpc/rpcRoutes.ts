import type { Context, Hono } from 'hono'
import { Agent } from 'undici'
import type { AppEnv } from '../http/AppEnv.ts'
import { limitBody } from '../http/limitBody.ts'
import { rateLimited } from '../http/rateLimited.ts'
import type { Limiter } from '../limits/createLimits.ts'
import { allowedRpcMethods } from './allowedRpcMethods.ts'
import { forwardRpc, rpcErrors } from './forwardRpc.ts'

export type RpcOptions = {
  upstreams: Record<string, string>
  timeoutMs: number
  retries: number
  bodyLimitBytes: number
  /** Methods forwarded per chain (`*` = every chain); default `DEFAULT_RPC_METHODS`. */
  methods: Record<string, readonly string[]>
  /** The most calls a batch may hold (`RpcLimits.MAX_BATCH_CALLS` by default). */
  maxBatchCalls: number
  /**
   * The app's per-address ceiling and per-client limit: the request counted once there already, each further
   * call of a batch counts one more on both (per-client only behind the project guard).
   */
  limits?: { perIp: Limiter; perClient: Limiter }
  /** Hears each upstream call per chain: its time and why it failed (the server's metrics). */
  observeUpstream?: (chainId: string, seconds: number, failure?: 'timeout' | 'connection' | 'http_5xx') => void
}

type RpcRequest = { id?: unknown; method?: unknown }
const refusal = (r: RpcRequest) => ({
  jsonrpc: '2.0',
  id: r?.id ?? null,
  error: {
    code: -32601,
    message:
      typeof r?.method === 'string'
        ? `Method ${r.method.slice(0, 64)} is not allowed on this chain`
        : 'Invalid request: method must be a string',
  },
})

/**
 * `POST /v1?chainId=<CAIP-2>&projectId=`: forwards JSON-RPC (single or batch) to the chain's configured
 * upstream. Only the chain's allowed methods are forwarded; others get a JSON-RPC error -32601 (in a batch,
 * the allowed ones are still forwarded). A batch holds at most `maxBatchCalls` calls (else -32600, nothing
 * forwarded) and each of its calls counts against the rate limits (429 past them, nothing forwarded).
 * Unknown chain, bad JSON, an oversized body or an unreachable upstream answer JSON-RPC errors.
 */
export function rpcRoutes(app: Hono<AppEnv>, options: RpcOptions): void {
  // keep-alive connections to the upstreams, shared by this app's requests
  const dispatcher = new Agent({ connections: 64, keepAliveTimeout: 10_000 })
  app.post(
    '/v1',
    limitBody(options.bodyLimitBytes, (c) =>
      c.json(rpcErrors(null, -32600, `Request body is larger than ${options.bodyLimitBytes} bytes`), 413),
    ),
    async (c) => {
      const text = await c.req.text()
      let body: unknown
      try {
        body = JSON.parse(text)
      } catch {
        return c.json(rpcErrors(null, -32700, 'Parse error: the body is not JSON'), 400)
      }
      if (typeof body !== 'object' || body === null || (Array.isArray(body) && body.length === 0)) {
        return c.json(rpcErrors(body, -32600, 'Invalid request: expected a JSON-RPC object or a non-empty batch'), 400)
      }
      const calls = Array.isArray(body) ? body.length : 1
      if (calls > options.maxBatchCalls) {
        return c.json(
          rpcErrors(null, -32600, `A batch may hold at most ${options.maxBatchCalls} calls; this one has ${calls}`),
          400,
        )
      }
      if (calls > 1 && options.limits) {
        const refused = await countCalls(c, options.limits, calls - 1)
        if (refused) return refused
      }
      const chainId = c.req.query('chainId') ?? ''
      const upstream = Object.hasOwn(options.upstreams, chainId) ? options.upstreams[chainId] : undefined
      if (!upstream) {
        const known = Object.keys(options.upstreams).join(', ')
        return c.json(rpcErrors(body, -32602, `Unsupported chainId "${chainId}"; this server serves ${known}`), 400)
      }
      const allowed = allowedRpcMethods(options.methods, chainId)
      const requests = (Array.isArray(body) ? body : [body]) as RpcRequest[]
      const isAllowed = (r: RpcRequest) => typeof r?.method === 'string' && allowed.has(r.method)
      const refused = requests.filter((r) => !isAllowed(r))
      if (refused.length === requests.length) {
        return c.json(Array.isArray(body) ? refused.map(refusal) : refusal(body as RpcRequest))
      }
      // the common case passes the body through untouched; a mixed batch forwards its allowed part
      const forwarded = refused.length === 0 ? text : JSON.stringify(requests.filter(isAllowed))
      const observe = options.observeUpstream
      const result = await forwardRpc(upstream, forwarded, {
        ...options,
        dispatcher,
        ...(observe ? { onAttempt: (seconds, failure) => observe(chainId, seconds, failure) } : {}),
      })
      if (result.ok && refused.length > 0) {
        let answers: unknown
        try {
          answers = JSON.parse(result.text)
        } catch {
          answers = undefined
        }
        if (Array.isArray(answers)) return c.json([...answers, ...refused.map(refusal)], result.status as 200)
      }
      if (!result.ok) {
        return c.json(
          rpcErrors(
            body,
            -32603,
            `Upstream for ${chainId} is unreachable (${result.error}) after ${result.attempts} attempts`,
          ),
          502,
        )
      }
      return c.body(result.text, result.status as 200, { 'content-type': 'application/json' })
    },
  )
}

/** Counts `points` more against the caller address and, behind the project guard, its client: a 429, or none. */
async function countCalls(
  c: Context<AppEnv>,
  limits: { perIp: Limiter; perClient: Limiter },
  points: number,
): Promise<Response | undefined> {
  const ip = await limits.perIp.consume(c.get('ip'), points)
  if (!ip.ok) return rateLimited(c, ip)
  const project = c.get('project')
  if (!project) return undefined
  const client = await limits.perClient.consume(`${project.id}|${c.get('clientKey')}`, points)
  return client.ok ? undefined : rateLimited(c, client)
}

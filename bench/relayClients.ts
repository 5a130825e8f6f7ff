import { generateKeyPairSync, sign } from 'node:crypto'
import { encodeData, encodeIss, encodeJWT } from '@walletconnect/relay-auth'
import { WebSocket } from 'ws'
import { type Stall, startStallSampler } from './stallSampler.ts'

/**
 * The clients of `bench:relay`, alike for Gangway's relay and the bare relay: relay-auth tokens, sockets,
 * the closed loop, the fixed offered load and idle subscribers. They do as little as a client can (a regular
 * expression per frame, no JSON parse), so the load generator's own cost weighs alike on both servers.
 */

export type Result = {
  perSecond: number
  p50: number
  p99: number
  max: number
  count: number
  offered?: number
  /**
   * Fixed load: the 100 ms spans (by scheduled time, epoch ms) holding a message later than LATE_MS (10) ms —
   * their worst latency and how many were that late — to line up with the server's stalls.
   */
  late?: { at: number; ms: number; count: number }[]
  /** Fixed load: every measured latency (ms), for the p99 over all rounds. */
  latencies?: number[]
  /** Fixed load: the clients' thread's own stalls over the measurement (`stallSampler.ts`). */
  clientStalls?: Stall[]
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/**
 * `count` relay-auth tokens for `aud`, each of its own key (its own client id), signed with Node's Ed25519
 * — relay-auth's own signing is pure JavaScript, ~8 ms a token here, 80 s for 10,000.
 */
export function mintTokens(aud: string, count: number): string[] {
  const iat = Math.floor(Date.now() / 1000)
  const header = { alg: 'EdDSA', typ: 'JWT' } as const
  return Array.from({ length: count }, () => {
    // keys straight as DER bytes, no KeyObject exported: Node 20's JWK export of a generated key can deadlock
    // against the garbage collector (seen here: the main thread waiting forever on the key's mutex)
    const { publicKey, privateKey } = generateKeyPairSync('ed25519', {
      publicKeyEncoding: { type: 'spki', format: 'der' },
      privateKeyEncoding: { type: 'pkcs8', format: 'der' },
    })
    // an Ed25519 SPKI is a 12-byte header and the 32-byte key
    const payload = { iss: encodeIss(publicKey.subarray(-32)), sub: 'bench', aud, iat, exp: iat + 3600 }
    const signature = sign(null, encodeData({ header, payload }), { key: privateKey, format: 'der', type: 'pkcs8' })
    return encodeJWT({ header, payload, signature })
  })
}

export const open = (url: string) =>
  new Promise<WebSocket>((ok, fail) => {
    // a handshake never answered fails the run rather than hanging it
    const ws = new WebSocket(url, { perMessageDeflate: false, skipUTF8Validation: true, handshakeTimeout: 60_000 })
    ws.once('open', () => ok(ws))
    ws.once('error', fail)
  })

/** Opens one socket per token, 100 at a time. */
async function openAll(url: string, tokens: readonly string[]): Promise<WebSocket[]> {
  const sockets: WebSocket[] = []
  for (let i = 0; i < tokens.length; i += 100) {
    sockets.push(
      ...(await Promise.all(tokens.slice(i, i + 100).map((auth) => open(`${url}?projectId=local&auth=${auth}`)))),
    )
  }
  return sockets
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0

export const summarize = (latencies: number[], seconds: number, offered?: number): Result => {
  const sorted = [...latencies].sort((a, b) => a - b)
  return {
    perSecond: latencies.length / seconds,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? 0,
    count: latencies.length,
    ...(offered === undefined ? {} : { offered }),
  }
}

const DELIVERY = /^\{"id":(\d+),"jsonrpc":"2\.0","method":"irn_subscription".*"message":"([^"]*)"/
let runs = 0

/**
 * A socket per token, two per topic, each subscribed to its pair's topic; each delivery is acknowledged as
 * the official clients do and its message handed to `onDelivery`.
 */
async function relayPairs(
  url: string,
  tokens: readonly string[],
  onDelivery: (receiver: number, message: string) => void,
) {
  // each run its own topics: the relay's mailbox may still hold a past run's messages
  const run = ++runs
  const topicOf = (client: number) => `${run.toString(16)}${Math.floor(client / 2).toString(16)}`.padStart(64, '0')
  const sockets = await openAll(url, tokens)
  let nextId = 1
  await Promise.all(
    sockets.map(
      (ws, i) =>
        new Promise<void>((ok, fail) => {
          const id = nextId++
          const subscribed = `{"id":${id},`
          ws.on('message', (data) => {
            const text = String(data)
            const delivery = DELIVERY.exec(text)
            if (!delivery) {
              if (text.startsWith(subscribed)) {
                if (text.includes('"error"')) fail(new Error(`subscribe refused: ${text}`))
                else ok()
              }
              return
            }
            ws.send(`{"id":${delivery[1]},"jsonrpc":"2.0","result":true}`)
            onDelivery(i, delivery[2] as string)
          })
          ws.send(JSON.stringify({ id, jsonrpc: '2.0', method: 'irn_subscribe', params: { topic: topicOf(i) } }))
        }),
    ),
  )
  let publishId = 1_000_000
  const publish = (sender: number, message: string) => {
    sockets[sender]?.send(
      `{"id":${publishId++},"jsonrpc":"2.0","method":"irn_publish","params":{"topic":"${topicOf(sender)}","message":"${message}","ttl":30,"tag":1}}`,
    )
  }
  return { sockets, publish }
}

/**
 * Closed loop over `tokens.length` clients in pairs: the sender of each pair publishes the next message
 * once its peer got the last one, for `durationMs`.
 */
export async function closedLoop(
  url: string,
  tokens: readonly string[],
  durationMs: number,
  started: () => void,
): Promise<Result> {
  const pairs = tokens.length / 2
  const sentAt = new Float64Array(pairs)
  const latencies: number[] = []
  let stopAt = 0
  let seq = 0
  const { sockets, publish } = await relayPairs(url, tokens, (receiver) => {
    if (receiver % 2 === 0) return
    const pair = (receiver - 1) / 2
    latencies.push(performance.now() - (sentAt[pair] as number))
    setImmediate(() => next(pair))
  })
  const next = (pair: number) => {
    if (Date.now() >= stopAt) return
    sentAt[pair] = performance.now()
    publish(pair * 2, `c${pair}-${seq++}`)
  }
  started()
  stopAt = Date.now() + durationMs
  for (let pair = 0; pair < pairs; pair++) next(pair)
  await sleep(durationMs + 500)
  for (const s of sockets) s.terminate()
  return summarize(latencies, durationMs / 1000)
}

/**
 * Fixed offered load: every client publishes `rate` messages a second on its own schedule, answered or not;
 * latency is publish → delivery from each message's scheduled time. `warmupMs` of it run before it counts.
 */
export async function fixedLoad(
  url: string,
  tokens: readonly string[],
  options: { rate: number; durationMs: number; warmupMs: number },
  started: () => void,
): Promise<Result> {
  const latencies: number[] = []
  const scheduled = new Map<string, number>()
  const lateMs = Number(process.env.LATE_MS ?? 10)
  const late = new Map<number, { at: number; ms: number; count: number }>()
  const { sockets, publish } = await relayPairs(url, tokens, (_receiver, message) => {
    const at = scheduled.get(message)
    if (at === undefined) return
    scheduled.delete(message)
    const latency = performance.now() - at
    latencies.push(latency)
    if (latency < lateMs) return
    const span = Math.floor((performance.timeOrigin + at) / 100) * 100
    const entry = late.get(span) ?? { at: span, ms: 0, count: 0 }
    entry.ms = Math.max(entry.ms, latency)
    entry.count++
    late.set(span, entry)
  })
  let sampler: ReturnType<typeof startStallSampler> | undefined
  const offered = await onSchedule(
    tokens.length,
    options,
    () => {
      sampler = startStallSampler()
      started()
    },
    (client, at, seq, measured) => {
      const message = `f${client}-${seq}`
      if (measured) scheduled.set(message, at)
      publish(client, message)
    },
  )
  await sleep(1000)
  const clientStalls = sampler?.stop().stalls ?? []
  for (const s of sockets) s.terminate()
  return {
    ...summarize(latencies, options.durationMs / 1000, offered),
    late: [...late.values()].sort((a, b) => a.at - b.at),
    latencies,
    clientStalls,
  }
}

/**
 * Calls `send` for every client `rate` times a second, client i offset by i/(clients·rate) s, from a timer
 * that catches up on what is due (the scheduled time, not the call, is what latency is measured from).
 */
async function onSchedule(
  clients: number,
  { rate, durationMs, warmupMs }: { rate: number; durationMs: number; warmupMs: number },
  started: () => void,
  send: (client: number, scheduledAt: number, seq: number, measured: boolean) => void,
): Promise<number> {
  const interval = 1000 / rate
  const start = performance.now() + 100
  const warmup = Math.floor((warmupMs / 1000) * rate * clients)
  const total = warmup + Math.floor((durationMs / 1000) * rate * clients)
  let done = 0
  await new Promise<void>((finish) => {
    const timer = setInterval(() => {
      const now = performance.now()
      while (done < total) {
        const round = Math.floor(done / clients)
        const client = done % clients
        const at = start + round * interval + (client * interval) / clients
        if (at > now) break
        if (done === warmup) started()
        send(client, at, round, done >= warmup)
        done++
      }
      if (done >= total) {
        clearInterval(timer)
        finish()
      }
    }, 1)
  })
  return total - warmup
}

/**
 * Idle WalletConnect clients: a socket per token, each subscribed to two topics (a pairing and a session
 * topic, each shared with the pair's other socket) — or, with `subscribe: false`, bare sockets for a bare
 * `ws` server. Answers once every subscription is confirmed; `close` ends them.
 */
export async function idleClients(url: string, tokens: readonly string[], subscribe: boolean) {
  const run = ++runs
  const sockets = await openAll(url, tokens)
  if (subscribe) {
    await Promise.all(
      sockets.map(
        (ws, i) =>
          new Promise<void>((ok, fail) => {
            let waiting = 2
            ws.on('message', (data) => {
              const text = String(data)
              if (text.includes('"error"')) fail(new Error(`subscribe refused: ${text}`))
              else if (text.includes('"result"') && --waiting === 0) ok()
            })
            ws.on('close', (code) => fail(new Error(`closed while subscribing (${code})`)))
            for (const kind of ['a', 'b']) {
              const topic = `${kind}${run.toString(16)}${Math.floor(i / 2).toString(16)}`.padStart(64, '0')
              ws.send(
                `{"id":${i * 2 + (kind === 'a' ? 1 : 2)},"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"${topic}"}}`,
              )
            }
          }),
      ),
    )
  }
  return {
    async close() {
      for (const s of sockets) s.terminate()
      await sleep(500)
    },
  }
}

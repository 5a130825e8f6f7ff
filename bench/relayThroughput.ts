import { type ChildProcess, spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort } from '@gangway/devnet/freePort'
import { generateKeyPair, signJWT } from '@walletconnect/relay-auth'
import { WebSocket } from 'ws'

/**
 * Relay benchmark (issues 5 and 13), all in one run on this machine:
 * 1. throughput — 1,000 relay clients in 500 pairs, each pair a topic; senders publish in a closed loop (the
 *    next message once the last arrived; receivers acknowledge as the official clients do). Publish →
 *    deliver messages/s, next to the same loop against a bare `ws` echo server (500 clients), as a ratio;
 * 2. latency at a fixed offered load — 1,000 clients each publishing 1 message a second to its pair's peer
 *    (1,000 msg/s in all, evenly spread, sent on schedule whatever the answers): publish → deliver p50/p99/max
 *    measured from each message's scheduled time, so a stall counts against every message it delays; the
 *    same schedule against the echo server for comparison.
 * The relay runs with its limits (quotas, rates, caps) on, raised only where every bench client shares the
 * one loopback address. Run: `npm run bench:relay` (CLIENTS, DURATION seconds, RATE msg/s per client,
 * WARMUP seconds of the fixed load before it is measured, PROFILE=<dir> for a CPU profile of the relay,
 * RELAY_NODE_ARGS for more node flags of the relay (e.g. --trace-gc, with CHILD_STDOUT=1 to see its output),
 * ONLY=relay-fixed|echo-fixed|relay-closed|echo-closed for one measurement alone). Each line also gives the
 * CPU time per delivered message of the server process and of this one (the clients), from /proc.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const CLIENTS = Number(process.env.CLIENTS ?? 1000)
const DURATION = Number(process.env.DURATION ?? 10) * 1000
const RATE = Number(process.env.RATE ?? 1)
/** The fixed load runs this long (ms) before it is measured: JIT warm-up and the garbage of opening 1,000 sockets. */
const WARMUP = Number(process.env.WARMUP ?? 2) * 1000
const PAIRS = CLIENTS / 2

/** Per-address limits sized for CLIENTS sockets on one address; everything else at its default. */
const RELAY_ENV = {
  RELAY_CONNECTIONS_PER_IP: String(CLIENTS * 2),
  RELAY_CONNECTS_PER_MINUTE_PER_IP: String(CLIENTS * 10),
  RELAY_PUBLISHES_PER_SECOND_PER_IP: String(1_000_000),
  RELAY_INBOUND_BYTES_PER_SECOND_PER_IP: String(1024 ** 3),
  RELAY_IP_MAX_BYTES: String(1024 ** 3),
  // a closed loop keeps every message for its 30 s minimum ttl: room for them all
  RELAY_MAILBOX_MAX_BYTES: String(1024 ** 3),
}

const children: ChildProcess[] = []
process.once('exit', () => {
  for (const c of children) c.kill('SIGTERM')
})
async function child(
  script: string,
  env: Record<string, string>,
  probe: () => Promise<boolean>,
  nodeArgs: string[] = [],
) {
  const proc = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', script], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', process.env.CHILD_STDOUT ? 'inherit' : 'ignore', 'inherit'],
  })
  children.push(proc)
  for (let i = 0; i < 1200; i++) {
    if (await probe().catch(() => false)) return proc
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`${script} did not start`)
}

const open = (url: string) =>
  new Promise<WebSocket>((ok, fail) => {
    const ws = new WebSocket(url, { perMessageDeflate: false, skipUTF8Validation: true })
    ws.once('open', () => ok(ws))
    ws.once('error', fail)
  })

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0

type Result = {
  perSecond: number
  p50: number
  p99: number
  max: number
  count: number
  offered?: number
  /** CPU time per delivered message (µs): the server process, and this process (the clients). */
  serverUs?: number
  clientUs?: number
}
const summarize = (latencies: number[], seconds: number, offered?: number): Result => {
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
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

const DELIVERY = /^\{"id":(\d+),"jsonrpc":"2\.0","method":"irn_subscription".*"message":"([^"]*)"/

/**
 * CLIENTS relay sockets, two per topic, each subscribed to its pair's topic; each delivery is acknowledged
 * and its message handed to `onDelivery`. The clients do as little as a client can (a regular expression,
 * no JSON parse), as the echo clients do, so the load generator's own cost weighs alike on both.
 */
async function relayPairs(url: string, run: number, onDelivery: (receiver: number, message: string) => void) {
  // each run its own topics: the mailbox still holds the last run's messages
  const topicOf = (client: number) => `${run.toString(16)}${Math.floor(client / 2).toString(16)}`.padStart(64, '0')
  const sockets: WebSocket[] = []
  for (let i = 0; i < CLIENTS; i += 100) {
    sockets.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(100, CLIENTS - i) }, async () =>
          open(`${url}?projectId=local&auth=${await signJWT('bench', url, 3600, generateKeyPair())}`),
        ),
      )),
    )
  }
  let nextId = 1
  await Promise.all(
    sockets.map(
      (ws, i) =>
        new Promise<void>((ok) => {
          const id = nextId++
          const subscribed = `{"id":${id},`
          ws.on('message', (data) => {
            const text = String(data)
            const delivery = DELIVERY.exec(text)
            if (!delivery) {
              if (text.startsWith(subscribed)) ok()
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

/** Closed loop: the sender of each pair publishes the next message once its peer got the last one. */
async function relayClosedLoop(url: string, started: () => void): Promise<Result> {
  const sentAt = new Float64Array(PAIRS)
  const latencies: number[] = []
  let stopAt = 0
  let seq = 0
  const { sockets, publish } = await relayPairs(url, 2, (receiver) => {
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
  stopAt = Date.now() + DURATION
  for (let pair = 0; pair < PAIRS; pair++) next(pair)
  await sleep(DURATION + 500)
  for (const s of sockets) s.terminate()
  return summarize(latencies, DURATION / 1000)
}

/** Fixed load: every client publishes RATE messages a second on its own schedule, answered or not. */
async function relayFixedLoad(url: string, started: () => void): Promise<Result> {
  const latencies: number[] = []
  const scheduled = new Map<string, number>()
  const { sockets, publish } = await relayPairs(url, 1, (_receiver, message) => {
    const at = scheduled.get(message)
    if (at === undefined) return
    scheduled.delete(message)
    latencies.push(performance.now() - at)
  })
  const offered = await onSchedule(started, (client, at, seq, measured) => {
    const message = `f${client}-${seq}`
    if (measured) scheduled.set(message, at)
    publish(client, message)
  })
  await sleep(1000)
  for (const s of sockets) s.terminate()
  return summarize(latencies, DURATION / 1000, offered)
}

/**
 * Calls `send` for every client RATE times a second, client i offset by i/(CLIENTS·RATE) s, from a timer
 * that catches up on what is due (the scheduled time, not the call, is what latency is measured from).
 */
async function onSchedule(
  started: () => void,
  send: (client: number, scheduledAt: number, seq: number, measured: boolean) => void,
): Promise<number> {
  const interval = 1000 / RATE
  const start = performance.now() + 100
  const warmup = Math.floor((WARMUP / 1000) * RATE * CLIENTS)
  const total = warmup + Math.floor((DURATION / 1000) * RATE * CLIENTS)
  let done = 0
  await new Promise<void>((finish) => {
    const timer = setInterval(() => {
      const now = performance.now()
      while (done < total) {
        const round = Math.floor(done / CLIENTS)
        const client = done % CLIENTS
        const at = start + round * interval + (client * interval) / CLIENTS
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

async function echoClosedLoop(url: string, started: () => void): Promise<Result> {
  const sockets = await Promise.all(Array.from({ length: PAIRS }, () => open(url)))
  const latencies: number[] = []
  started()
  const stopAt = Date.now() + DURATION
  for (const ws of sockets) {
    let sentAt = 0
    const send = () => {
      if (Date.now() >= stopAt) return
      sentAt = performance.now()
      ws.send(JSON.stringify({ id: 1, jsonrpc: '2.0', method: 'irn_publish', params: { topic: 'x', message: 'm' } }))
    }
    ws.on('message', (data) => {
      String(data) // a client reads the text, as the relay clients do
      latencies.push(performance.now() - sentAt)
      setImmediate(send)
    })
    send()
  }
  await sleep(DURATION + 500)
  for (const s of sockets) s.terminate()
  return summarize(latencies, DURATION / 1000)
}

async function echoFixedLoad(url: string, started: () => void): Promise<Result> {
  const sockets = await Promise.all(Array.from({ length: CLIENTS }, () => open(url)))
  const latencies: number[] = []
  for (const ws of sockets) {
    ws.on('message', (data) => {
      const at = Number(/"message":"([^"]*)"/.exec(String(data))?.[1])
      if (!Number.isNaN(at)) latencies.push(performance.now() - at)
    })
  }
  const offered = await onSchedule(started, (client, at, _seq, measured) => {
    const message = measured ? String(at) : 'warm-up'
    sockets[client]?.send(
      JSON.stringify({ id: 1, jsonrpc: '2.0', method: 'irn_publish', params: { topic: 'x', message } }),
    )
  })
  await sleep(1000)
  for (const s of sockets) s.terminate()
  return summarize(latencies, DURATION / 1000, offered)
}

/** CPU time a child process has used (ms; Linux /proc, 0 elsewhere). */
const childCpuMs = (proc: ChildProcess) => {
  try {
    const fields = readFileSync(`/proc/${proc.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100
  } catch {
    return 0
  }
}
/** Runs one measurement and adds the CPU each side spent per delivered message. */
async function withCpu(server: ChildProcess, run: (started: () => void) => Promise<Result>): Promise<Result> {
  let serverBefore = childCpuMs(server)
  let clientBefore = process.cpuUsage()
  // counted from the load's start: opening the sockets (and signing their tokens) is not a message's cost
  const result = await run(() => {
    serverBefore = childCpuMs(server)
    clientBefore = process.cpuUsage()
  })
  const client = process.cpuUsage(clientBefore)
  const count = Math.max(1, result.count)
  return {
    ...result,
    serverUs: ((childCpuMs(server) - serverBefore) * 1000) / count,
    clientUs: (client.user + client.system) / count,
  }
}

const relayPort = await freePort()
const echoPort = await freePort()
const relayProc = await child(
  'packages/server/src/main.ts',
  { PORT: String(relayPort), DATABASE_URL: 'memory', INDEXER: 'off', ...RELAY_ENV },
  async () => (await fetch(`http://127.0.0.1:${relayPort}/healthz`)).ok,
  // PROFILE=<dir>: a CPU profile of the relay process (open in Chrome DevTools)
  [
    ...(process.env.PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.PROFILE}`] : []),
    ...(process.env.RELAY_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
  ],
)
const echoProc = await child('bench/echoServer.ts', { PORT: String(echoPort) }, async () => {
  const ws = await open(`ws://127.0.0.1:${echoPort}`)
  ws.close()
  return true
})
const relayUrl = `ws://127.0.0.1:${relayPort}/relay`
const echoUrl = `ws://127.0.0.1:${echoPort}`
const load = loadavg()[0] ?? 0
// the fixed load first, on a relay in its steady state (the closed loop leaves 30 s of messages behind)
// ONLY=relay-closed (etc.): one measurement alone, e.g. to profile it
const only = process.env.ONLY
const phase = (name: string, server: ChildProcess, run: (started: () => void) => Promise<Result>) =>
  only === undefined || only === name ? withCpu(server, run) : Promise.resolve(summarize([], 1))
const relayFixed = await phase('relay-fixed', relayProc, (started) => relayFixedLoad(relayUrl, started))
const echoFixed = await phase('echo-fixed', echoProc, (started) => echoFixedLoad(echoUrl, started))
const relay = await phase('relay-closed', relayProc, (started) => relayClosedLoop(relayUrl, started))
const echo = await phase('echo-closed', echoProc, (started) => echoClosedLoop(echoUrl, started))
for (const c of children) c.kill('SIGTERM')

const ms = (n: number) => n.toFixed(1).padStart(7)
const line = (name: string, r: Result) =>
  `  ${name.padEnd(40)} ${r.perSecond.toFixed(0).padStart(7)} msg/s   p50 ${ms(r.p50)} ms   p99 ${ms(r.p99)} ms   max ${ms(r.max)} ms${r.offered === undefined ? '' : `   delivered ${r.count}/${r.offered}`}\n  ${''.padEnd(40)} CPU per message: server ${(r.serverUs ?? 0).toFixed(0)} µs, clients ${(r.clientUs ?? 0).toFixed(0)} µs`
console.log(`\nRelay benchmark, this machine (load average ${load.toFixed(1)} at start), ${DURATION / 1000} s per run`)
console.log(`Closed loop, ${CLIENTS} clients (${PAIRS} pairs):`)
console.log(line('relay publish → deliver (+ ack)', relay))
console.log(line(`bare ws echo (${PAIRS} clients)`, echo))
console.log(`  Ratio (throughput): relay / echo = ${((relay.perSecond / echo.perSecond) * 100).toFixed(1)}%`)
console.log(`Fixed offered load, ${CLIENTS} clients × ${RATE} msg/s = ${CLIENTS * RATE} msg/s:`)
console.log(line('relay publish → deliver', relayFixed))
console.log(line('bare ws echo', echoFixed))

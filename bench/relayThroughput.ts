import { loadavg } from 'node:os'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import { freePort } from '@gangway/devnet/freePort'
import { type BenchServer, type Measured, measure, probe, startServer, stopServers } from './benchServers.ts'
import { closedLoop, fixedLoad, idleClients, mintTokens, type Result, sleep, summarize } from './relayClients.ts'

/**
 * Relay benchmark (issues 5, 13 and 38): Gangway's relay against its floor, a bare relay (`bareRelay.ts`:
 * the WalletConnect frames on the same `ws`, nothing else), in interleaved rounds on this machine:
 * 1. throughput — CLIENTS (1,000) clients in pairs, each pair a topic; senders publish in a closed loop (the
 *    next message once the last arrived; receivers acknowledge as the official clients do): publish →
 *    deliver messages/s;
 * 2. latency at a fixed offered load — each client publishing RATE (1) message a second to its pair's peer
 *    (1,000 msg/s in all, evenly spread, sent on schedule whatever the answers): publish → deliver
 *    p50/p99/max from each message's scheduled time, after WARMUP (2) s of the same load; the relay and the
 *    bare relay loaded at the same time, each by its own clients (PAIRED=0: one after the other);
 * 3. memory — IDLE_CLIENTS (10,000) sockets each subscribed to two topics, held idle: the server's memory
 *    after two full collections, minus before, per client; the same sockets on a bare `ws` server (no
 *    subscriptions: the reference) and on the bare relay.
 * Each line gives the CPU time per delivered message of the server process and of this one (the clients,
 * from /proc), and what the server allocated per message and spent in garbage collection (V8's GCProfiler,
 * through `serverProbe.ts` loaded into every server alike). The relay runs with its limits on, raised only
 * where every bench client shares one loopback address. Run: `npm run bench:relay` (ROUNDS, DURATION s,
 * RATE, WARMUP s, CLIENTS, IDLE_CLIENTS; ONLY=closed|fixed|idle; PROFILE=<dir> for a CPU profile of
 * each server; ALLOC_PROFILE=<dir> for each server's sampled allocations, garbage included, over its last
 * measurement; RELAY_NODE_ARGS for more node flags of the relay, e.g. --trace-gc with CHILD_STDOUT=1;
 * SERVER_NODE_ARGS for node flags of every server alike, e.g. --single-threaded-gc; TIMELINE=1 for each
 * fixed-load round's late spans beside what each server was doing then (`serverProbe.ts`); RELAY_ENTRY to
 * run another entry of the server, e.g. a bundle of `buildServerBundle`).
 */
const _root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const CLIENTS = Number(process.env.CLIENTS ?? 1000)
const IDLE_CLIENTS = Number(process.env.IDLE_CLIENTS ?? 10_000)
const DURATION = Number(process.env.DURATION ?? 10) * 1000
const RATE = Number(process.env.RATE ?? 1)
/** The fixed load runs this long (ms) before it is measured: JIT warm-up, and the garbage of opening the sockets. */
const WARMUP = Number(process.env.WARMUP ?? 2) * 1000
/** Rounds, relay and bare relay alternating which goes first; each target's best round is reported too. */
const ROUNDS = Number(process.env.ROUNDS ?? 3)
const ONLY = process.env.ONLY
/**
 * The fixed load runs against the relay and the bare relay at the same time (each its own 1,000 clients
 * and schedule, in a thread of their own): on a machine shared with other work, load that comes and goes then
 * weighs on both alike within each round. `PAIRED=0`: one after the other, as before.
 */
const PAIRED = process.env.PAIRED !== '0'

/**
 * Per-address limits sized for the bench's sockets on one address, and the per-socket publish and request rates
 * above what a closed-loop pair reaches (on a quiet machine a pair's round trip is ~16 ms: ~60 publishes a second
 * per socket, over the default 50 — the relay then refused and the loop measured its limit, 14 % of the bare
 * relay, not its speed); everything else at its default.
 */
const RELAY_ENV = {
  RELAY_PUBLISHES_PER_SECOND: String(1_000_000),
  RELAY_REQUESTS_PER_SECOND: String(1_000_000),
  RELAY_CONNECTIONS_PER_IP: String(1_000_000),
  RELAY_CONNECTS_PER_MINUTE_PER_IP: String(1_000_000),
  RELAY_PUBLISHES_PER_SECOND_PER_IP: String(1_000_000),
  RELAY_INBOUND_BYTES_PER_SECOND_PER_IP: String(1024 ** 3),
  RELAY_IP_MAX_BYTES: String(1024 ** 3),
  RELAY_MAILBOX_MAX_BYTES: String(1024 ** 3),
}

const relayPort = await freePort()
const barePort = await freePort()
const wsPort = await freePort()
const relayUrl = `ws://127.0.0.1:${relayPort}/relay`
const relay = await startServer(
  'relay',
  // RELAY_ENTRY: another entry of the same server, e.g. an esbuild bundle (readable names in a CPU profile)
  process.env.RELAY_ENTRY ?? 'packages/server/src/main.ts',
  { PORT: String(relayPort), DATABASE_URL: 'memory', INDEXER: 'off', ...RELAY_ENV },
  relayUrl,
  [...(process.env.RELAY_NODE_ARGS?.split(' ').filter(Boolean) ?? [])],
)
const bare = await startServer(
  'bare relay',
  'bench/bareRelay.ts',
  { PORT: String(barePort) },
  `ws://127.0.0.1:${barePort}`,
)
const plain = await startServer('bare ws', 'bench/echoServer.ts', { PORT: String(wsPort) }, `ws://127.0.0.1:${wsPort}`)
// every server gets the same tokens (the bare ones ignore them): a client id per socket, signed once
const tokens = mintTokens(relayUrl, Math.max(CLIENTS, IDLE_CLIENTS))
const loadAtStart = loadavg()
/** What the bench is doing (stderr): a run takes minutes. */
const progress = (what: string) => process.stderr.write(`${new Date().toISOString().slice(11, 19)} ${what}\n`)

// 3. memory of idle subscribers, first, on fresh processes
type Idle = { name: string; rss: number; heap: number; external: number }
const idle: Idle[] = []
if (IDLE_CLIENTS > 0 && (ONLY === undefined || ONLY === 'idle')) {
  for (const [server, subscribe] of [
    [relay, true],
    [plain, false],
    [bare, true],
  ] as const) {
    progress(`idle: ${server.name}`)
    const before = await probe(server, 'memory')
    const clients = await idleClients(server.url, tokens.slice(0, IDLE_CLIENTS), subscribe)
    await sleep(1000)
    const after = await probe(server, 'memory')
    await clients.close()
    progress(`idle: ${server.name} done`)
    idle.push({
      name: server.name,
      rss: (after.rss - before.rss) / IDLE_CLIENTS,
      heap: (after.heapUsed - before.heapUsed) / IDLE_CLIENTS,
      external: (after.external - before.external) / IDLE_CLIENTS,
    })
  }
}

// 1 and 2, interleaved: each round runs the relay and the bare relay back to back, alternating which is first
const closed = new Map<string, Measured[]>([
  [relay.name, []],
  [bare.name, []],
])
const fixed = new Map<string, Measured[]>([
  [relay.name, []],
  [bare.name, []],
])
const loadTokens = tokens.slice(0, CLIENTS)
/** A fixed load from a thread of its own (`fixedLoadWorker.ts`, TypeScript through tsx). */
const inThread = (url: string, options: { rate: number; durationMs: number; warmupMs: number }, started: () => void) =>
  new Promise<Result>((ok, fail) => {
    // a worker does not get this process's tsx hooks: it registers them, then loads the TypeScript
    const entry = new URL('./fixedLoadWorker.ts', import.meta.url).href
    const worker = new Worker(
      `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry)}) })`,
      { eval: true, workerData: { url, tokens: loadTokens, options } },
    )
    worker.on('message', (msg: { started?: true; result?: Result }) => {
      if (msg.started) started()
      if (msg.result) {
        ok(msg.result)
        void worker.terminate()
      }
    })
    worker.once('error', fail)
  })
for (let round = 0; round < ROUNDS; round++) {
  const order = round % 2 === 0 ? [relay, bare] : [bare, relay]
  if (ONLY === undefined || ONLY === 'closed') {
    for (const s of order) {
      progress(`round ${round + 1}: closed loop, ${s.name}`)
      closed.get(s.name)?.push(await measure(s, (started) => closedLoop(s.url, loadTokens, DURATION, started)))
    }
  }
  if (ONLY === undefined || ONLY === 'fixed') {
    const options = { rate: RATE, durationMs: DURATION, warmupMs: WARMUP }
    const load = (s: BenchServer) =>
      measure(s, (started) =>
        PAIRED ? inThread(s.url, options, started) : fixedLoad(s.url, loadTokens, options, started),
      )
    if (PAIRED) {
      // both at once, on the same schedule, each server's clients in a thread of their own: a burst of the
      // machine's other load hits both alike
      progress(`round ${round + 1}: fixed load, relay and bare relay at once`)
      const [r, b] = await Promise.all([load(relay), load(bare)])
      fixed.get(relay.name)?.push(r)
      fixed.get(bare.name)?.push(b)
    } else {
      for (const s of order) {
        progress(`round ${round + 1}: fixed load, ${s.name}`)
        fixed.get(s.name)?.push(await load(s))
      }
    }
  }
}
const loadAtEnd = loadavg()
stopServers()

const f = (n: number, d = 1) => n.toFixed(d).padStart(7)
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`
const line = (name: string, r: Measured) =>
  `  ${name.padEnd(12)} ${f(r.perSecond, 0)} msg/s  p50 ${f(r.p50)}  p99 ${f(r.p99)}  max ${f(r.max)} ms${r.offered === undefined ? '' : `  (${r.count}/${r.offered})`}  server ${f(r.serverUs, 0)} µs, clients ${f(r.clientUs, 0)} µs, alloc ${kib(r.allocated)}, GC ${r.gcUs.toFixed(1)} µs/msg (${r.scavenges} young + ${r.fullGcs} full, max pause ${r.maxPauseMs.toFixed(1)} ms), loop delay p99 ${r.loopDelay.p99.toFixed(1)} max ${r.loopDelay.max.toFixed(1)} ms, main thread ran ${r.ranMs.toFixed(0)} / waited for a core ${r.waitedMs.toFixed(0)} ms, load ${r.load.toFixed(1)}`
const best = (list: Measured[], by: (r: Measured) => number) => list.reduce((a, b) => (by(b) < by(a) ? b : a))
const pct = (a: number, b: number) => `${((a / b) * 100).toFixed(1)} %`
/** Median and range of the per-round ratios (each round runs both servers back to back). */
const spread = (ratios: number[], show: (n: number) => string) => {
  const sorted = [...ratios].sort((a, b) => a - b)
  const mid = sorted.length / 2
  const median =
    sorted.length % 2 === 1
      ? (sorted[Math.floor(mid)] as number)
      : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2
  return `median ${show(median)}, range ${show(sorted[0] as number)}–${show(sorted[sorted.length - 1] as number)} over ${sorted.length} rounds`
}

console.log(
  `\nRelay benchmark, load average ${loadAtStart.map((l) => l.toFixed(1)).join(' / ')} at start, ${loadAtEnd.map((l) => l.toFixed(1)).join(' / ')} at the end; ${ROUNDS} rounds of ${DURATION / 1000} s`,
)
const relayClosed = closed.get(relay.name) ?? []
const bareClosed = closed.get(bare.name) ?? []
if (relayClosed.length > 0 && bareClosed.length > 0) {
  console.log(`\nClosed loop, ${CLIENTS} clients (${CLIENTS / 2} pairs), publish → deliver (+ ack):`)
  for (let i = 0; i < relayClosed.length; i++) {
    console.log(line(relay.name, relayClosed[i] as Measured))
    console.log(line(bare.name, bareClosed[i] as Measured))
  }
  const r = best(relayClosed, (x) => -x.perSecond)
  const b = best(bareClosed, (x) => -x.perSecond)
  const rc = best(relayClosed, (x) => x.serverUs)
  const bc = best(bareClosed, (x) => x.serverUs)
  console.log(
    `  best rounds: relay ${r.perSecond.toFixed(0)} / bare relay ${b.perSecond.toFixed(0)} msg/s = ${pct(r.perSecond, b.perSecond)} (target ≥ 70 %)` +
      `; by server CPU per message (lowest rounds) ${rc.serverUs.toFixed(1)} / ${bc.serverUs.toFixed(1)} µs = ${pct(bc.serverUs, rc.serverUs)}`,
  )
  const ratios = relayClosed.map((x, i) => x.perSecond / (bareClosed[i] as Measured).perSecond)
  console.log(`  per round: ${ratios.map((x) => pct(x, 1)).join(', ')}`)
  console.log(`  relay / bare relay msg/s: ${spread(ratios, (x) => pct(x, 1))}`)
}
const relayFixed = fixed.get(relay.name) ?? []
const bareFixed = fixed.get(bare.name) ?? []
if (relayFixed.length > 0 && bareFixed.length > 0) {
  console.log(
    `\nFixed offered load, ${CLIENTS} clients × ${RATE} msg/s = ${CLIENTS * RATE} msg/s, publish → deliver${PAIRED ? ' (relay and bare relay at the same time, each with its clients in a thread of its own; clients µs are of both)' : ''}:`,
  )
  for (let i = 0; i < relayFixed.length; i++) {
    console.log(line(relay.name, relayFixed[i] as Measured))
    console.log(line(bare.name, bareFixed[i] as Measured))
  }
  // TIMELINE=1: per round, the late spans of both sides and what each server was doing then
  if (process.env.TIMELINE) {
    const clock = (at: number) => new Date(at).toISOString().slice(17, 23)
    for (let i = 0; i < relayFixed.length; i++) {
      console.log(`  round ${i + 1} timeline (s.ms of the minute; late spans: worst ms ×late messages):`)
      for (const [name, m] of [
        [relay.name, relayFixed[i]],
        [bare.name, bareFixed[i]],
      ] as const) {
        if (!m) continue
        const spans = (m.late ?? []).map((x) => `${clock(x.at)} ${x.ms.toFixed(0)}×${x.count}`).join(', ')
        const timers = m.longTimers.map((t) => `${clock(t.at)} ${t.ms.toFixed(1)} ms ${t.name}`).join('; ')
        const gcs = m.pauses.map((g) => `${clock(g.at)} ${g.ms.toFixed(1)} ms ${g.type}`).join('; ')
        console.log(`    ${name}: late ${spans || 'none'}`)
        console.log(`    ${name}: timers ≥ 2 ms ${timers || 'none'}`)
        console.log(`    ${name}: collections ≥ 2 ms ${gcs || 'none'}`)
        const stalls = m.stalls
          .map(
            (x) =>
              `${clock(x.at)} ${x.ms.toFixed(0)} ms (ran ${x.cpu.toFixed(0)}, waited ${x.wait.toFixed(0)}, blocked ${Math.max(0, x.ms - x.cpu - x.wait).toFixed(0)})`,
          )
          .join('; ')
        console.log(`    ${name}: stalls ≥ 10 ms ${stalls || 'none'}`)
        const clientStalls = (m.clientStalls ?? [])
          .map((x) => `${clock(x.at)} ${x.ms.toFixed(0)} ms (ran ${x.cpu.toFixed(0)}, waited ${x.wait.toFixed(0)})`)
          .join('; ')
        console.log(`    ${name}'s clients: stalls ≥ 10 ms ${clientStalls || 'none'}`)
        const sum = (f: (x: Measured['stalls'][number]) => number) => m.stalls.reduce((a, x) => a + f(x), 0)
        console.log(
          `    ${name}: in stalls ≥ 10 ms: ran ${sum((x) => x.cpu).toFixed(0)} ms, waited for a core ${sum((x) => x.wait).toFixed(0)} ms, blocked ${sum((x) => Math.max(0, x.ms - x.cpu - x.wait)).toFixed(0)} ms`,
        )
      }
    }
  }
  const r = best(relayFixed, (x) => x.p99)
  const b = best(bareFixed, (x) => x.p99)
  console.log(
    `  best rounds: p99 relay ${r.p99.toFixed(1)} ms / bare relay ${b.p99.toFixed(1)} ms = ${(r.p99 / b.p99).toFixed(2)}× (target ≤ 2×)`,
  )
  const ratios = relayFixed.map((x, i) => x.p99 / (bareFixed[i] as Measured).p99)
  const times = (x: number) => `${x.toFixed(2)}×`
  // every round's messages together: a few tens of ms the scheduler takes from one process in one round
  // weigh as the share of messages they are, not as a round of their own
  const pooled = (list: Measured[]) =>
    summarize(
      list.flatMap((x) => x.latencies ?? []),
      1,
    ).p99
  const [rp, bp] = [pooled(relayFixed), pooled(bareFixed)]
  console.log(
    `  p99 over all rounds' messages: relay ${rp.toFixed(1)} ms / bare relay ${bp.toFixed(1)} ms = ${times(rp / bp)} (target ≤ 2×)`,
  )
  console.log(
    `  main thread waiting for a core per round (ms, relay / bare relay): ${relayFixed.map((x, i) => `${x.waitedMs.toFixed(0)}/${(bareFixed[i] as Measured).waitedMs.toFixed(0)}`).join(', ')}`,
  )
  console.log(`  per round: ${ratios.map(times).join(', ')}`)
  console.log(`  p99 relay / bare relay: ${spread(ratios, times)} (target ≤ 2×)`)
  const pauses = (list: Measured[]) =>
    spread(
      list.map((x) => x.maxPauseMs),
      (x) => `${x.toFixed(1)} ms`,
    )
  console.log(`  longest collection pause: relay ${pauses(relayFixed)}; bare relay ${pauses(bareFixed)}`)
  const alloc = (list: Measured[]) =>
    spread(
      list.map((x) => x.allocated),
      kib,
    )
  console.log(`  allocated a message: relay ${alloc(relayFixed)}; bare relay ${alloc(bareFixed)}`)
}
if (idle.length > 0) {
  console.log(`\n${IDLE_CLIENTS} idle clients (relay and bare relay: two subscriptions each), memory per client:`)
  for (const m of idle) {
    console.log(
      `  ${m.name.padEnd(12)} RSS ${f(m.rss, 0)} B   JS heap ${f(m.heap, 0)} B   external ${f(m.external, 0)} B`,
    )
  }
  const r = idle[0] as Idle
  const w = idle[1] as Idle
  console.log(
    `  relay / bare ws: RSS ${(r.rss / w.rss).toFixed(2)}×, heap + external ${((r.heap + r.external) / (w.heap + w.external)).toFixed(2)}× (target ≤ 2×)`,
  )
}

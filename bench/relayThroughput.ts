import { type ChildProcess, spawn } from 'node:child_process'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort } from '@gangway/devnet/freePort'
import { generateKeyPair, signJWT } from '@walletconnect/relay-auth'
import { WebSocket } from 'ws'

/**
 * Relay benchmark (issue 5): 1,000 clients in 500 pairs, each pair a topic; every sender publishes in a
 * closed loop (next message when the last one arrived) and the receiver acknowledges as clients do.
 * Reports publish→deliver messages/s and latency p50/p99, next to the same loop against a bare `ws`
 * echo server, as a ratio. Run: `npm run bench:relay` (CLIENTS, DURATION to change).
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const CLIENTS = Number(process.env.CLIENTS ?? 1000)
const DURATION = Number(process.env.DURATION ?? 10) * 1000
const PAIRS = CLIENTS / 2

const children: ChildProcess[] = []
process.once('exit', () => {
  for (const c of children) c.kill('SIGTERM')
})
async function child(script: string, env: Record<string, string>, probe: () => Promise<boolean>) {
  const proc = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: 'ignore',
  })
  children.push(proc)
  for (let i = 0; i < 200; i++) {
    if (await probe().catch(() => false)) return proc
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`${script} did not start`)
}

const open = (url: string) =>
  new Promise<WebSocket>((ok, fail) => {
    const ws = new WebSocket(url)
    ws.once('open', () => ok(ws))
    ws.once('error', fail)
  })

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0

type Result = { perSecond: number; p50: number; p99: number; count: number }

async function runRelay(url: string): Promise<Result> {
  const sockets = await Promise.all(
    Array.from({ length: CLIENTS }, async () =>
      open(`${url}?auth=${await signJWT('s', url, 3600, generateKeyPair())}`),
    ),
  )
  let nextId = 1
  const latencies: number[] = []
  let stopAt = 0
  await Promise.all(
    Array.from({ length: PAIRS }, async (_, pair) => {
      const sender = sockets[pair * 2] as WebSocket
      const receiver = sockets[pair * 2 + 1] as WebSocket
      const topic = pair.toString(16).padStart(64, '0')
      await new Promise<void>((ok) => {
        const id = nextId++
        receiver.on('message', function onAck(data) {
          if (JSON.parse(String(data)).id === id) {
            receiver.off('message', onAck)
            ok()
          }
        })
        receiver.send(JSON.stringify({ id, jsonrpc: '2.0', method: 'irn_subscribe', params: { topic } }))
      })
      let sentAt = 0
      let seq = 0
      const publish = () => {
        if (Date.now() >= stopAt) return
        sentAt = performance.now()
        sender.send(
          JSON.stringify({
            id: nextId++,
            jsonrpc: '2.0',
            method: 'irn_publish',
            params: { topic, message: `m${pair}-${seq++}`, ttl: 30, tag: 1 },
          }),
        )
      }
      receiver.on('message', (data) => {
        const frame = JSON.parse(String(data))
        if (frame.method !== 'irn_subscription') return
        receiver.send(JSON.stringify({ id: frame.id, jsonrpc: '2.0', result: true }))
        latencies.push(performance.now() - sentAt)
        setImmediate(publish)
      })
      ;(receiver as unknown as { publish: () => void }).publish = publish
    }),
  )
  const started = Date.now()
  stopAt = started + DURATION
  for (let pair = 0; pair < PAIRS; pair++) (sockets[pair * 2 + 1] as unknown as { publish: () => void }).publish()
  await new Promise((r) => setTimeout(r, DURATION + 500))
  for (const s of sockets) s.close()
  const sorted = [...latencies].sort((a, b) => a - b)
  return {
    perSecond: latencies.length / (DURATION / 1000),
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    count: latencies.length,
  }
}

async function runEcho(url: string): Promise<Result> {
  const sockets = await Promise.all(Array.from({ length: PAIRS }, () => open(url)))
  const latencies: number[] = []
  const stopAt = Date.now() + DURATION
  for (const ws of sockets) {
    let sentAt = 0
    const send = () => {
      if (Date.now() >= stopAt) return
      sentAt = performance.now()
      ws.send(JSON.stringify({ id: 1, jsonrpc: '2.0', method: 'irn_publish', params: { topic: 'x', message: 'm' } }))
    }
    ws.on('message', () => {
      latencies.push(performance.now() - sentAt)
      setImmediate(send)
    })
    send()
  }
  await new Promise((r) => setTimeout(r, DURATION + 500))
  for (const s of sockets) s.close()
  const sorted = [...latencies].sort((a, b) => a - b)
  return {
    perSecond: latencies.length / (DURATION / 1000),
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    count: latencies.length,
  }
}

const relayPort = await freePort()
const echoPort = await freePort()
await child(
  'packages/server/src/main.ts',
  { PORT: String(relayPort), DATABASE_URL: 'memory' },
  async () => (await fetch(`http://127.0.0.1:${relayPort}/healthz`)).ok,
)
await child('bench/echoServer.ts', { PORT: String(echoPort) }, async () => {
  const ws = await open(`ws://127.0.0.1:${echoPort}`)
  ws.close()
  return true
})
const relay = await runRelay(`ws://127.0.0.1:${relayPort}/relay`)
const echo = await runEcho(`ws://127.0.0.1:${echoPort}`)
for (const c of children) c.kill('SIGTERM')

const line = (name: string, r: Result) =>
  `  ${name.padEnd(34)} ${r.perSecond.toFixed(0).padStart(7)} msg/s   p50 ${r.p50.toFixed(1).padStart(6)} ms   p99 ${r.p99.toFixed(1).padStart(7)} ms`
console.log(
  `\nRelay benchmark: ${CLIENTS} clients (${PAIRS} pairs), closed loop, ${DURATION / 1000} s each, this machine`,
)
console.log(line('relay publish → deliver (+ ack)', relay))
console.log(line(`bare ws echo (${PAIRS} clients)`, echo))
console.log(`  Ratio (throughput): relay / echo = ${((relay.perSecond / echo.perSecond) * 100).toFixed(1)}%`)

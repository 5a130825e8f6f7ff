import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort } from '@gangway/devnet/freePort'
import { startTestChains } from '@gangway/devnet/testChains'
import autocannon from 'autocannon'

/**
 * Server benchmark (issue 4): requests/s and latency (p50/p99) of `GET /getWallets` and the RPC proxy,
 * against a bare Hono handler on the same machine, reported as ratios. Server and baseline run as child
 * processes; the load comes from this one (autocannon). Run: `npm run bench:server` (DURATION=seconds).
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const DURATION = Number(process.env.DURATION ?? 3)
/** Rounds over all targets, interleaved; each target's best round is reported (a shared machine's load comes in bursts). */
const ROUNDS = Number(process.env.ROUNDS ?? 3)
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 20)

async function child(script: string, env: Record<string, string>, url: string): Promise<ChildProcess> {
  const proc = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  children.push(proc)
  for (let i = 0; i < 1200; i++) {
    try {
      if ((await fetch(url)).status < 500) return proc
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  await chains.stop()
  throw new Error(`${script} did not start`)
}

/** `cpuUs`: CPU time (µs) the serving process spent per answered request — steadier than req/s on a shared VM. */
type Options = { method?: 'GET' | 'POST'; body?: string; headers?: Record<string, string>; proc?: ChildProcess }
type Result = { name: string; rps: number; mean: number; p50: number; p99: number; errors: number; cpuUs?: number }

/** CPU time a child process has used (ms; Linux /proc, NaN elsewhere). */
const cpuMs = (proc: ChildProcess) => {
  try {
    const fields = readFileSync(`/proc/${proc.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100
  } catch {
    return Number.NaN
  }
}

async function load(name: string, url: string, options: Options = {}): Promise<Result> {
  const before = options.proc ? cpuMs(options.proc) : Number.NaN
  const r = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    method: options.method ?? 'GET',
    headers: { ...(options.body ? { 'content-type': 'application/json' } : {}), ...options.headers },
    ...(options.body ? { body: options.body } : {}),
  })
  return {
    name,
    rps: r.requests.average,
    mean: r.latency.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
    ...(options.proc ? { cpuUs: ((cpuMs(options.proc) - before) * 1000) / Math.max(1, r.requests.total) } : {}),
  }
}

const chains = await startTestChains([31337])
const children: ChildProcess[] = []
process.once('exit', () => {
  for (const c of children) c.kill('SIGTERM')
})
const anvilUrl = chains.chains[0]?.rpcUrls.default.http[0] as string
const serverPort = await freePort()
const barePort = await freePort()
const server = await child(
  'packages/server/src/main.ts',
  {
    PORT: String(serverPort),
    DATABASE_URL: 'memory',
    RATE_LIMIT_PER_MINUTE: '1000000',
    RATE_LIMIT_PER_IP_PER_MINUTE: '10000000',
    INDEXER: 'off',
    RPC_UPSTREAMS: JSON.stringify({ 'eip155:31337': anvilUrl }),
  },
  `http://127.0.0.1:${serverPort}/healthz`,
)
const uncachedPort = await freePort()
const uncached = await child(
  'packages/server/src/main.ts',
  {
    PORT: String(uncachedPort),
    DATABASE_URL: 'memory',
    RATE_LIMIT_PER_MINUTE: '1000000',
    RATE_LIMIT_PER_IP_PER_MINUTE: '10000000',
    INDEXER: 'off',
    WALLETS_CACHE_MS: '0',
  },
  `http://127.0.0.1:${uncachedPort}/healthz`,
)
const pageFile = join(mkdtempSync(join(tmpdir(), 'gangway-bench-')), 'page.json')
writeFileSync(
  pageFile,
  await (await fetch(`http://127.0.0.1:${serverPort}/getWallets?projectId=local&entries=40`)).text(),
)
const bare = await child(
  'bench/bareHono.ts',
  { PORT: String(barePort), BODY_FILE: pageFile },
  `http://127.0.0.1:${barePort}/`,
)
const rpcBody = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] })
// what Chromium's fetch sends: /getWallets answers a cached page precompressed (Brotli), ~3.5 KiB for ~20 KiB
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' }
const targets: [string, string, Options?][] = [
  ['bare Hono GET', `http://127.0.0.1:${barePort}/`, { proc: bare }],
  ['bare Hono GET, same body as /getWallets', `http://127.0.0.1:${barePort}/page`, { proc: bare }],
  [
    'GET /getWallets (page 1, 40), as a browser asks',
    `http://127.0.0.1:${serverPort}/getWallets?projectId=local&entries=40`,
    { headers: BROWSER, proc: server },
  ],
  [
    'GET /getWallets (page 1, 40), no compression',
    `http://127.0.0.1:${serverPort}/getWallets?projectId=local&entries=40`,
    { proc: server },
  ],
  [
    'GET /getWallets, no cache',
    `http://127.0.0.1:${uncachedPort}/getWallets?projectId=local&entries=40`,
    { proc: uncached },
  ],
  [
    'GET /getWallets?search=wallet',
    `http://127.0.0.1:${serverPort}/getWallets?projectId=local&search=wallet&entries=100`,
    { headers: BROWSER, proc: server },
  ],
  ['bare Hono POST', `http://127.0.0.1:${barePort}/`, { method: 'POST', body: rpcBody, proc: bare }],
  ['anvil eth_chainId direct', anvilUrl, { method: 'POST', body: rpcBody }],
  [
    'RPC proxy eth_chainId',
    `http://127.0.0.1:${serverPort}/v1?chainId=eip155:31337&projectId=local`,
    { method: 'POST', body: rpcBody, proc: server },
  ],
]
const results: Result[] = []
try {
  const rounds: Result[][] = []
  for (let round = 0; round < ROUNDS; round++) {
    const row: Result[] = []
    for (const [name, url, options] of targets) row.push(await load(name, url, options))
    rounds.push(row)
  }
  for (let i = 0; i < targets.length; i++) {
    const runs = rounds.map((row) => row[i] as Result)
    const best = [...runs].sort((a, b) => b.rps - a.rps)[0] as Result
    // CPU per request: its lowest round, as req/s takes its best
    const cpu = runs.map((r) => r.cpuUs ?? Number.NaN).filter((n) => !Number.isNaN(n))
    results.push({ ...best, ...(cpu.length ? { cpuUs: Math.min(...cpu) } : {}) })
  }
} finally {
  server.kill('SIGTERM')
  uncached.kill('SIGTERM')
  bare.kill('SIGTERM')
  await chains.stop()
}

const by = (name: string) => results.find((r) => r.name.startsWith(name)) as Result
console.log(
  `\nServer benchmark: ${CONNECTIONS} connections, ${DURATION} s per target per round, best of ${ROUNDS} interleaved rounds, PGlite in memory, this machine`,
)
for (const r of results) {
  console.log(
    `  ${r.name.padEnd(50)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${String(r.p50).padStart(3)} ms   p99 ${String(r.p99).padStart(4)} ms${r.cpuUs === undefined ? '' : `   CPU ${r.cpuUs.toFixed(1).padStart(5)} µs/req`}${r.errors ? `   errors ${r.errors}` : ''}`,
  )
}
const ratio = (a: Result, b: Result) => `${((a.rps / b.rps) * 100).toFixed(1)}%`
console.log('  Ratios (throughput):')
console.log(
  `    /getWallets vs bare Hono GET      ${ratio(by('GET /getWallets (page 1, 40), as a browser'), by('bare Hono GET'))} (as a browser asks: Brotli)`,
)
console.log(
  `    /getWallets vs bare Hono GET      ${ratio(by('GET /getWallets (page 1, 40), no compression'), by('bare Hono GET'))} (no Accept-Encoding: the ${(statSync(pageFile).size / 1024).toFixed(0)} KiB text)`,
)
console.log(
  `    /getWallets vs bare, same body    ${ratio(by('GET /getWallets (page 1, 40), no compression'), by('bare Hono GET, same body'))} (the server's own cost, the answer's size aside)`,
)
const perCpu = (a: Result, b: Result) => `${(((b.cpuUs ?? 0) / (a.cpuUs ?? 1)) * 100).toFixed(1)}%`
console.log(
  `    /getWallets vs bare Hono GET      ${perCpu(by('GET /getWallets (page 1, 40), as a browser'), by('bare Hono GET'))} by CPU per request (as a browser asks; what req/s would be with the server the only bottleneck)`,
)
console.log(`    /getWallets uncached vs bare GET  ${ratio(by('GET /getWallets, no cache'), by('bare Hono GET'))}`)
console.log(`    RPC proxy vs bare Hono POST       ${ratio(by('RPC proxy'), by('bare Hono POST'))}`)
console.log(`    RPC proxy vs anvil direct         ${ratio(by('RPC proxy'), by('anvil'))}`)
const proxy = by('RPC proxy')
const anvil = by('anvil')
// the same concurrency against both: the difference in mean latency is what the proxy adds to a request
console.log(
  `  RPC proxy overhead per request: ${(proxy.mean - anvil.mean).toFixed(2)} ms mean latency (${proxy.mean.toFixed(2)} vs ${anvil.mean.toFixed(2)} ms), ${(1000 / proxy.rps - 1000 / anvil.rps).toFixed(3)} ms of throughput time (1/rps)`,
)

import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, statSync, writeFileSync } from 'node:fs'
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

type Result = { name: string; rps: number; mean: number; p50: number; p99: number; errors: number }

async function load(
  name: string,
  url: string,
  options: { method?: 'GET' | 'POST'; body?: string } = {},
): Promise<Result> {
  const r = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    method: options.method ?? 'GET',
    ...(options.body ? { body: options.body, headers: { 'content-type': 'application/json' } } : {}),
  })
  return {
    name,
    rps: r.requests.average,
    mean: r.latency.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
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
const targets: [string, string, { method?: 'GET' | 'POST'; body?: string }?][] = [
  ['bare Hono GET', `http://127.0.0.1:${barePort}/`],
  ['bare Hono GET, same body as /getWallets', `http://127.0.0.1:${barePort}/page`],
  ['GET /getWallets (page 1, 40)', `http://127.0.0.1:${serverPort}/getWallets?projectId=local&entries=40`],
  ['GET /getWallets, no cache', `http://127.0.0.1:${uncachedPort}/getWallets?projectId=local&entries=40`],
  [
    'GET /getWallets?search=wallet',
    `http://127.0.0.1:${serverPort}/getWallets?projectId=local&search=wallet&entries=100`,
  ],
  ['bare Hono POST', `http://127.0.0.1:${barePort}/`, { method: 'POST', body: rpcBody }],
  ['anvil eth_chainId direct', anvilUrl, { method: 'POST', body: rpcBody }],
  [
    'RPC proxy eth_chainId',
    `http://127.0.0.1:${serverPort}/v1?chainId=eip155:31337&projectId=local`,
    { method: 'POST', body: rpcBody },
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
    const best = rounds.map((row) => row[i] as Result).sort((a, b) => b.rps - a.rps)[0] as Result
    results.push(best)
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
    `  ${r.name.padEnd(32)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${String(r.p50).padStart(3)} ms   p99 ${String(r.p99).padStart(4)} ms${r.errors ? `   errors ${r.errors}` : ''}`,
  )
}
const ratio = (a: Result, b: Result) => `${((a.rps / b.rps) * 100).toFixed(1)}%`
console.log('  Ratios (throughput):')
console.log(`    /getWallets vs bare Hono GET      ${ratio(by('GET /getWallets (page'), by('bare Hono GET'))}`)
console.log(
  `    /getWallets vs bare, same body    ${ratio(by('GET /getWallets (page'), by('bare Hono GET, same body'))} (the server's own cost, the ${(statSync(pageFile).size / 1024).toFixed(0)} KiB answer aside)`,
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

import { type ChildProcess, spawn } from 'node:child_process'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { deployments } from '@gangway/devnet'
import { deployDevnet } from '@gangway/devnet/deploy'
import { freePort } from '@gangway/devnet/freePort'
import { devnetSwapDexes, devnetTokenLists } from '@gangway/devnet/serverConfig'
import { startTestChains } from '@gangway/devnet/testChains'
import autocannon from 'autocannon'
import { type Address, createPublicClient, http, type PublicClient, parseEther, parseUnits } from 'viem'
import { createUniswapProvider } from '../packages/server/src/convert/createUniswapProvider.ts'
import { SwapDexesSchema } from '../packages/server/src/convert/SwapDexes.ts'

/**
 * Swap quotes benchmark (issue 17): `GET /v1/convert/quotes` per second from the server against a devnet
 * chain, beside the bare RPC call each quote makes (the one Multicall3 `eth_call` pricing every route, sent
 * straight to anvil with the same body). Run: `npm run bench:convert` (DURATION, ROUNDS, CONNECTIONS;
 * PROFILE=<dir> writes a CPU profile of the server).
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const DURATION = Number(process.env.DURATION ?? 3)
const ROUNDS = Number(process.env.ROUNDS ?? 2)
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10)
const CHAIN = 'eip155:31337'
const NATIVE = `${CHAIN}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`
const usd = deployments.tokens.usd?.address as Address
const gwt = deployments.tokens.gwt?.address as Address

const chains = await startTestChains([31337])
const anvilUrl = chains.chains[0]?.rpcUrls.default.http[0] as string
await deployDevnet(anvilUrl)
const children: ChildProcess[] = []
process.once('exit', () => {
  for (const c of children) c.kill('SIGTERM')
})
const port = await freePort()
const profile = process.env.PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.PROFILE}`] : []
const server = spawn(process.execPath, [...profile, '--import', 'tsx', 'packages/server/src/main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    DATABASE_URL: 'memory',
    RATE_LIMIT_PER_MINUTE: '1000000',
    RATE_LIMIT_PER_IP_PER_MINUTE: '10000000',
    CONVERT_PER_IP_PER_MINUTE: '1000000',
    INDEXER: 'off',
    RPC_UPSTREAMS: JSON.stringify({ [CHAIN]: anvilUrl }),
    TOKEN_LISTS: JSON.stringify(devnetTokenLists()),
    SWAP_DEXES: JSON.stringify(devnetSwapDexes()),
  },
  stdio: ['ignore', 'ignore', 'inherit'],
})
children.push(server)
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) break
  } catch {}
  if (i > 1200 || server.exitCode !== null) throw new Error('the server did not start')
  await new Promise((r) => setTimeout(r, 100))
}

/** The JSON-RPC body the server's quote sends to the chain, caught by quoting once through a recording client. */
async function rpcBodyOf(from: Address | 'native', to: Address | 'native', amount: bigint): Promise<string> {
  const bodies: string[] = []
  const client = createPublicClient({
    transport: http(anvilUrl, {
      onFetchRequest: async (request) => {
        bodies.push(await request.clone().text())
      },
    }),
  }) as PublicClient
  const provider = createUniswapProvider(SwapDexesSchema.parse(devnetSwapDexes()), () => client)
  await provider.quote({ chainId: CHAIN, from, to, amount })
  if (bodies.length !== 1) throw new Error(`a quote made ${bodies.length} RPC calls, expected 1`)
  return bodies[0] as string
}

type Case = { name: string; query: Record<string, string>; rpc: string }
const cases: Case[] = [
  {
    name: 'ETH → gUSD (1 ETH; 5 routes)',
    query: { amount: parseEther('1').toString(), from: NATIVE, to: `${CHAIN}:${usd}` },
    rpc: await rpcBodyOf('native', usd, parseEther('1')),
  },
  {
    name: 'gUSD → GWT (100 gUSD; 14 routes, through WETH)',
    query: { amount: parseUnits('100', 6).toString(), from: `${CHAIN}:${usd}`, to: `${CHAIN}:${gwt}` },
    rpc: await rpcBodyOf(usd, gwt, parseUnits('100', 6)),
  },
]

type Result = { rps: number; p50: number; p99: number; errors: number }
async function load(url: string, body?: string): Promise<Result> {
  const r = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    method: body ? 'POST' : 'GET',
    ...(body ? { body, headers: { 'content-type': 'application/json' } } : {}),
  })
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx }
}
const best = (rs: Result[]) => rs.sort((a, b) => b.rps - a.rps)[0] as Result
const lines: string[] = []
try {
  for (const c of cases) {
    const params = new URLSearchParams({
      ...c.query,
      userAddress: deployments.accounts[0] as string,
      projectId: 'local',
    })
    const quoteUrl = `http://127.0.0.1:${port}/v1/convert/quotes?${params}`
    const check = await fetch(quoteUrl)
    if (!check.ok) throw new Error(`quote failed: ${check.status} ${await check.text()}`)
    const served: Result[] = []
    const bare: Result[] = []
    for (let round = 0; round < ROUNDS; round++) {
      served.push(await load(quoteUrl))
      bare.push(await load(anvilUrl, c.rpc))
    }
    const s = best(served)
    const b = best(bare)
    const fmt = (label: string, r: Result) =>
      `    ${label.padEnd(34)} ${r.rps.toFixed(0).padStart(6)} req/s   p50 ${String(r.p50).padStart(3)} ms   p99 ${String(r.p99).padStart(4)} ms${r.errors ? `   errors ${r.errors}` : ''}`
    lines.push(`  ${c.name}`)
    lines.push(fmt('GET /v1/convert/quotes (server)', s))
    lines.push(fmt('its Multicall3 eth_call to anvil', b))
    lines.push(`    server / bare RPC: ${((s.rps / b.rps) * 100).toFixed(1)} %`)
  }
} finally {
  server.kill('SIGTERM')
  await new Promise((r) => server.once('exit', r))
  await chains.stop()
}
console.log(
  `\nSwap quotes benchmark: ${CONNECTIONS} connections, ${DURATION} s per target, best of ${ROUNDS} interleaved rounds, load average ${(await import('node:os')).loadavg()[0]?.toFixed(1)}`,
)
for (const line of lines) console.log(line)
process.exit(0)

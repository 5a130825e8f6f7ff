import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { CANONICAL_AA_ADDRESSES, DEV_BUNDLER_KEYS } from './devnetConstants.ts'

const require = createRequire(import.meta.url)

export type BundlerOptions = {
  /** The chain's JSON-RPC URL (an anvil with `deploySmartAccounts` done). */
  rpcUrl: string
  port: number
  /** Alto's block time in ms; it polls the chain every quarter of it. Default 200 (50 ms polls). */
  blockTimeMs?: number
  /** Alto's log level (its logs go to our stderr only when it fails to start). Default 'warn'. */
  logLevel?: 'trace' | 'debug' | 'info' | 'warn' | 'error'
  /** Extra alto arguments (`['--enable-debug-endpoints', 'true']`…). */
  extraArgs?: string[]
  readyTimeoutMs?: number
}
export type Bundler = { url: string; rpcUrl: string; process: ChildProcess; stop(): Promise<void> }

async function answers(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_supportedEntryPoints', params: [] }),
    })
    const body = (await res.json()) as { result?: string[] }
    return Array.isArray(body.result) && body.result.length > 0
  } catch {
    return false
  }
}

/**
 * Starts an ERC-4337 bundler (Pimlico's alto, a devDependency of the devnet only — GPL, never shipped) for one
 * chain: EntryPoint v0.7 and v0.8, `--safe-mode false` (anvil has no debug_traceCall tracer for ERC-7562
 * checks), executor and utility keys from `DEV_BUNDLER_KEYS`, a short polling interval. Alto deploys its
 * simulation contracts on start (through the CREATE2 deployer, from the utility key). Alto always listens on
 * 0.0.0.0; a preloaded shim (`bundler/loopbackOnly.cjs`) makes it 127.0.0.1. Resolves once it answers
 * `eth_supportedEntryPoints` on `http://127.0.0.1:<port>`.
 */
export async function startBundler({
  rpcUrl,
  port,
  blockTimeMs = 200,
  logLevel = 'warn',
  extraArgs = [],
  readyTimeoutMs = 30_000,
}: BundlerOptions): Promise<Bundler> {
  const url = `http://127.0.0.1:${port}`
  if (await answers(url)) throw new Error(`devnet: port ${port} is already in use (a bundler answers at ${url})`)
  const cli = join(dirname(require.resolve('@pimlico/alto')), 'cli', 'alto.js')
  const shim = join(dirname(fileURLToPath(import.meta.url)), 'bundler', 'loopbackOnly.cjs')
  // alto reads `.env` from its working directory and ALTO_* variables: start it in an empty directory with
  // neither, so nothing of the caller's environment changes it
  const cwd = mkdtempSync(join(tmpdir(), 'gangway-alto-'))
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([k]) => !k.startsWith('ALTO_') && k !== 'SENTRY_DSN' && k !== 'DOTENV_CONFIG_PATH',
    ),
  )
  const args = [
    '--require',
    shim,
    cli,
    '--rpc-url',
    rpcUrl,
    '--port',
    String(port),
    '--entrypoints',
    `${CANONICAL_AA_ADDRESSES.entryPoint07},${CANONICAL_AA_ADDRESSES.entryPoint08}`,
    '--executor-private-keys',
    DEV_BUNDLER_KEYS.executor,
    '--utility-private-key',
    DEV_BUNDLER_KEYS.utility,
    '--safe-mode',
    'false',
    '--block-time',
    String(blockTimeMs),
    '--log-level',
    logLevel,
    ...extraArgs,
  ]
  const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
    rmSync(cwd, { recursive: true, force: true })
  }
  const deadline = Date.now() + readyTimeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await stop()
      throw new Error(`devnet: the bundler exited with ${child.exitCode}: ${output.trim()}`)
    }
    if (await answers(url)) return { url, rpcUrl, process: child, stop }
    await new Promise((r) => setTimeout(r, 100))
  }
  await stop()
  throw new Error(`devnet: the bundler on ${url} not ready after ${readyTimeoutMs} ms: ${output.trim()}`)
}

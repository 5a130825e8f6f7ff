import { type ChildProcess, spawn } from 'node:child_process'
import { anvilBinaryPath } from './anvilBinaryPath.ts'

export type AnvilOptions = { chainId: number; port: number; host?: string; readyTimeoutMs?: number }
export type AnvilInstance = { chainId: number; rpcUrl: string; process: ChildProcess; stop(): Promise<void> }

async function rpcChainId(rpcUrl: string): Promise<number | undefined> {
  try {
    const res = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    })
    const body = (await res.json()) as { result?: string }
    return body.result ? Number(body.result) : undefined
  } catch {
    return undefined
  }
}

/** Starts one anvil chain and resolves once it answers `eth_chainId` with the expected id. */
export async function startAnvil({
  chainId,
  port,
  host = '127.0.0.1',
  readyTimeoutMs = 15_000,
}: AnvilOptions): Promise<AnvilInstance> {
  const rpcUrl = `http://${host}:${port}`
  const existing = await rpcChainId(rpcUrl)
  if (existing !== undefined) {
    throw new Error(`devnet: port ${port} is already in use (a chain with id ${existing} answers at ${rpcUrl})`)
  }
  const child = spawn(
    anvilBinaryPath(),
    ['--host', host, '--port', String(port), '--chain-id', String(chainId), '--silent'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
  }
  const deadline = Date.now() + readyTimeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`devnet: anvil exited with ${child.exitCode}: ${stderr.trim()}`)
    if ((await rpcChainId(rpcUrl)) === chainId) return { chainId, rpcUrl, process: child, stop }
    await new Promise((r) => setTimeout(r, 50))
  }
  await stop()
  throw new Error(`devnet: anvil on ${rpcUrl} not ready after ${readyTimeoutMs} ms: ${stderr.trim()}`)
}

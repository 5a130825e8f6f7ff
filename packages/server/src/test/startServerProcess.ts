import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { freePort } from '@gangway/devnet/freePort'

const main = fileURLToPath(new URL('../main.ts', import.meta.url))

/**
 * The server's entry point in a process of its own on a free loopback port (`env` on top of a throwaway
 * database and no indexer), `nodeArgs` for Node (e.g. a small heap). Resolves once `/healthz` answers.
 */
export async function startServerProcess(env: Record<string, string> = {}, nodeArgs: string[] = [], port?: number) {
  const p = port ?? (await freePort())
  const proc: ChildProcess = spawn(
    process.execPath,
    ['--conditions=gangway-source', ...nodeArgs, '--import', 'tsx', main],
    {
      env: { ...process.env, PORT: String(p), DATABASE_URL: 'memory', INDEXER: 'off', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  )
  let stderr = ''
  proc.stderr?.on('data', (d) => {
    stderr = (stderr + String(d)).slice(-4000)
  })
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)))
  let up = false
  const deadline = Date.now() + 180_000 // a busy machine starts tsx and the embedded database slowly
  while (!up && proc.exitCode === null && Date.now() < deadline) {
    try {
      up = (await fetch(`http://127.0.0.1:${p}/healthz`)).ok
    } catch {
      await new Promise((r) => setTimeout(r, 100))
    }
  }
  if (!up) throw new Error(`server process on port ${p} did not start:\n${stderr}`)
  return {
    port: p,
    url: `http://127.0.0.1:${p}`,
    relayUrl: `ws://127.0.0.1:${p}/relay`,
    pid: proc.pid as number,
    /** Exit code once it exited (null: killed by a signal, undefined: still running). */
    exitCode: () => proc.exitCode ?? (proc.signalCode ? null : undefined),
    stderr: () => stderr,
    async stop() {
      if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGTERM')
      await exited
    },
  }
}

import { type ChildProcess, spawn } from 'node:child_process'
import { get } from 'node:http'
import { freePort } from '@gangway/devnet/freePort'
import { serverEntry } from './serverEntry.ts'

/** Whether `/healthz` answers 200 — through node:http, not `fetch` (a happy-dom test's fetch logs every refused connection). */
const healthy = (url: string) =>
  new Promise<boolean>((resolve) => {
    get(`${url}/healthz`, (res) => {
      res.resume()
      resolve(res.statusCode === 200)
    }).on('error', () => resolve(false))
  })

/**
 * The server's entry point in a process of its own on a free loopback port (`env` on top of a throwaway
 * database and no indexer), `nodeArgs` for Node (e.g. a small heap). Resolves once `/healthz` answers; a
 * process that does not get there is stopped. A free port taken by someone else before the server listens
 * (EADDRINUSE) is tried again on another one, unless `port` was asked for.
 */
export async function startServerProcess(env: Record<string, string> = {}, nodeArgs: string[] = [], port?: number) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(env, nodeArgs, port ?? (await freePort()))
    } catch (error) {
      if (port !== undefined || attempt >= 3 || !String(error).includes('EADDRINUSE')) throw error
    }
  }
}

async function startOnce(env: Record<string, string>, nodeArgs: string[], p: number) {
  const proc: ChildProcess = spawn(process.execPath, ['--conditions=gangway-source', ...nodeArgs, ...serverEntry()], {
    env: { ...process.env, PORT: String(p), DATABASE_URL: 'memory', INDEXER: 'off', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  proc.stderr?.on('data', (d) => {
    stderr = (stderr + String(d)).slice(-4000)
  })
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)))
  let up = false
  const deadline = Date.now() + 180_000 // a busy machine starts tsx and the embedded database slowly
  while (!up && proc.exitCode === null && Date.now() < deadline) {
    up = await healthy(`http://127.0.0.1:${p}`)
    if (!up) await new Promise((r) => setTimeout(r, 100))
  }
  if (!up) {
    if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGTERM')
    throw new Error(`server process on port ${p} did not start:\n${stderr}`)
  }
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

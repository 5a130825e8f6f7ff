import { type ChildProcess, spawn } from 'node:child_process'
import { get } from 'node:http'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort } from '@gangway/devnet/freePort'

export type TestServer = { url: string; close(): Promise<void> }

/**
 * The real Gangway server in its own Node process on a free loopback port, with a throwaway embedded
 * database, for client tests (e.g. in a happy-dom environment, where the server cannot run in-process).
 * `env` adds or overrides its environment (RPC_UPSTREAMS, SEED_PROJECTS …). Resolves once `/healthz` answers.
 */
export async function spawnTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const port = await freePort()
  const main = join(dirname(fileURLToPath(import.meta.url)), '..', 'main.ts')
  const child: ChildProcess = spawn(process.execPath, ['--conditions=gangway-source', '--import', 'tsx', main], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: 'memory',
      INDEXER: 'off',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
  })
  const url = `http://127.0.0.1:${port}`
  const close = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve()
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    })
  for (const started = Date.now(); Date.now() - started < 60_000; ) {
    if (child.exitCode !== null) throw new Error(`the test server exited (${child.exitCode}): ${stderr}`)
    // node:http, not `fetch`: a happy-dom test's fetch logs every refused connection
    const ok = await new Promise<boolean>((resolve) => {
      get(`${url}/healthz`, (res) => {
        res.resume()
        resolve(res.statusCode === 200)
      }).on('error', () => resolve(false))
    })
    if (ok) return { url, close }
    await new Promise((r) => setTimeout(r, 200))
  }
  await close()
  throw new Error(`the test server did not answer within 60 s: ${stderr}`)
}

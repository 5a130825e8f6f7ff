import { type ChildProcess, spawn } from 'node:child_process'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { serverEntry } from './serverEntry.ts'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..')

export type SpawnedServer = {
  url: string
  child: ChildProcess
  /** Everything the process printed so far (stdout and stderr). */
  output(): string
  /** SIGTERM (a clean stop) and wait for the exit. */
  stop(): Promise<void>
  /** SIGKILL: the process dies at once, mid-write if it is writing. */
  kill(): Promise<void>
}

/** `gangway-server` with these arguments and environment as a child process; answers its exit code and output. */
export function runCli(args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [...serverEntry(), ...args], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout?.on('data', (d) => {
      output += d
    })
    child.stderr?.on('data', (d) => {
      output += d
    })
    child.on('exit', (code) => done({ code, output }))
  })
}

/**
 * Starts `gangway-server` (src/main.ts: the run's bundle, or through tsx — `serverEntry`) as a child process with `env` (PORT defaults to 0) and
 * waits for its "listening" log line.
 */
export async function spawnServer(env: Record<string, string>, timeoutMs = 60_000): Promise<SpawnedServer> {
  const child = spawn(process.execPath, serverEntry(), {
    cwd: root,
    env: { ...process.env, PORT: '0', INDEXER: 'off', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const exited = new Promise<void>((r) => child.once('exit', () => r()))
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), timeoutMs)
    const onData = (d: Buffer) => {
      output += d
      const match = /"msg":"gangway-server listening","url":"([^"]+)"/.exec(output)
      if (match) {
        clearTimeout(timer)
        resolve(match[1] as string)
      }
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`server exited with ${code}:\n${output}`))
    })
  })
  return {
    url,
    child,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      await exited
    },
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
      await exited
    },
  }
}

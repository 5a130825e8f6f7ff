import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { freePort } from '@gangway/devnet/freePort'
import { createClient } from 'redis'

export const REDIS_SERVER = '/usr/bin/redis-server'

/** A throwaway redis-server (Debian's) on a free loopback port, nothing saved to disk. */
export async function startTestRedis(): Promise<{ url: string; stop(): Promise<void> }> {
  if (!existsSync(REDIS_SERVER)) throw new Error('redis-server is not installed (apt-get install -y redis-server)')
  const port = await freePort()
  const child: ChildProcess = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  )
  const url = `redis://127.0.0.1:${port}`
  for (let i = 0; ; i++) {
    const client = createClient({ url })
    client.on('error', () => undefined)
    try {
      await client.connect()
      await client.ping()
      await client.quit()
      break
    } catch {
      if (child.exitCode !== null || i > 100) throw new Error('test redis did not start')
      await new Promise((r) => setTimeout(r, 50))
    }
  }
  return {
    url,
    async stop() {
      if (child.exitCode !== null) return
      const exited = new Promise((r) => child.once('exit', r))
      child.kill('SIGTERM')
      await exited
    },
  }
}

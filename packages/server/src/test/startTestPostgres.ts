import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '@gangway/devnet/freePort'
import pg from 'pg'

/** Debian's PostgreSQL server binaries (package `postgresql`), newest version first; undefined if absent. */
export function findPostgresBin(): string | undefined {
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return undefined
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a))
  for (const v of versions) if (existsSync(join(root, v, 'bin', 'postgres'))) return join(root, v, 'bin')
  return undefined
}

/** As root, run as the `postgres` user (the server refuses to run as root). */
const asPostgres = (command: string, args: string[]): [string, string[]] =>
  process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args]

export type TestPostgres = { url: string; createDatabase(name: string): Promise<string>; stop(): Promise<void> }

/**
 * A throwaway PostgreSQL server on a free loopback port, in a temp folder, trusting local connections.
 * `createDatabase` answers the URL of a new empty database; `stop` shuts the server and removes the folder.
 */
export async function startTestPostgres(): Promise<TestPostgres> {
  const bin = findPostgresBin()
  if (!bin) throw new Error('PostgreSQL is not installed (Debian package postgresql); npm test installs it as root')
  const dir = mkdtempSync(join(tmpdir(), 'gangway-pg-'))
  chmodSync(dir, 0o777)
  const data = join(dir, 'data')
  const port = await freePort()
  execFileSync(
    ...asPostgres(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']),
    {
      stdio: 'pipe',
    },
  )
  const [cmd, args] = asPostgres(join(bin, 'postgres'), [
    '-D',
    data,
    '-p',
    String(port),
    '-h',
    '127.0.0.1',
    '-k',
    dir,
    '-c',
    'fsync=off',
    '-c',
    'full_page_writes=off',
  ])
  // its own process group: runuser does not pass signals on, so stop() signals the whole group
  const child: ChildProcess = spawn(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'], detached: true })
  let stderr = ''
  child.stderr?.on('data', (d) => {
    stderr += String(d)
  })
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`
  for (let i = 0; ; i++) {
    const client = new pg.Client({ connectionString: url })
    try {
      await client.connect()
      await client.end()
      break
    } catch {
      if (child.exitCode !== null || i > 150) throw new Error(`test postgres did not start:\n${stderr}`)
      await new Promise((r) => setTimeout(r, 100))
    }
  }
  return {
    url,
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      await client.query(`create database "${name.replace(/"/g, '')}"`)
      await client.end()
      return `postgres://postgres@127.0.0.1:${port}/${name}`
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r))
        process.kill(-(child.pid as number), 'SIGINT')
        await exited
      }
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

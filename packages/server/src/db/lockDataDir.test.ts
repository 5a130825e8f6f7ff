import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { runCli, spawnServer } from '../test/spawnServer.ts'
import { DataDirError } from './DataDirError.ts'
import { lockDataDir } from './lockDataDir.ts'
import { openDatabase } from './openDatabase.ts'

const dirs: string[] = []
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'gangway-lock-'))
  dirs.push(dir)
  return dir
}
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true })
})

const SEED = JSON.stringify([{ id: 'counted', name: 'Counted', allowedOrigins: ['*'], analyticsEnabled: true }])

/**
 * Issue 13 item 7: two servers on one PGlite folder lost 286 of 1,832 acknowledged writes. Now the folder
 * is locked by the first process and a second one — server or CLI — stops with a message saying why.
 */
describe('the DATA_DIR lock', () => {
  it('is exclusive, within a process too, and free again once released', () => {
    const dir = tempDir()
    const lock = lockDataDir(dir)
    expect(() => lockDataDir(dir)).toThrow(DataDirError)
    expect(() => lockDataDir(dir)).toThrow(
      `DATA_DIR ${dir} is in use by another Gangway process (process ${process.pid}`,
    )
    lock.release()
    lockDataDir(dir).release()
  })

  it('stops a second server and the project CLI on the same folder with a clear message', async () => {
    const dir = tempDir()
    const first = await spawnServer({ DATA_DIR: dir })
    try {
      const second = await runCli([], { DATA_DIR: dir, PORT: '0', INDEXER: 'off' })
      expect(second.code).toBe(1)
      expect(second.output).toContain(
        `DATA_DIR ${dir} is in use by another Gangway process (process ${first.child.pid}`,
      )
      expect(second.output).toContain('use PostgreSQL (DATABASE_URL)')
      expect(second.output).not.toMatch(/\n\s+at /) // a message, not a stack trace
      const cli = await runCli(['project', 'list'], { DATA_DIR: dir })
      expect(cli.code).toBe(1)
      expect(cli.output).toContain(`DATA_DIR ${dir} is in use by another Gangway process`)
      // the first server is unharmed
      expect((await fetch(`${first.url}/healthz`)).status).toBe(200)
    } finally {
      await first.stop()
    }
    const after = await runCli(['project', 'list'], { DATA_DIR: dir })
    expect(after.code).toBe(0)
    expect(after.output).toContain('local\tLocal demo')
  }, 120_000)

  it('names the path and what to do when the folder is damaged', async () => {
    const dir = tempDir()
    const database = await openDatabase({ kind: 'pglite', dataDir: dir })
    await database.close()
    writeFileSync(join(dir, 'pgdata', 'global', 'pg_control'), 'not a control file')
    const opening = openDatabase({ kind: 'pglite', dataDir: dir })
    await expect(opening).rejects.toThrow(DataDirError)
    await expect(opening).rejects.toThrow(`The embedded database in ${join(dir, 'pgdata')} could not be opened`)
    await expect(opening).rejects.toThrow('restore that folder from a backup, or move it away')
    // the lock was let go: the same process can try again
    lockDataDir(dir).release()
    const cli = await runCli(['project', 'list'], { DATA_DIR: dir })
    expect(cli.code).toBe(1)
    expect(cli.output).toContain(`The embedded database in ${join(dir, 'pgdata')} could not be opened`)
  }, 60_000)

  it('loses nothing acknowledged when the server is killed (-9) in the middle of writes, and the lock goes with it', async () => {
    const dir = tempDir()
    const server = await spawnServer({ DATA_DIR: dir, SEED_PROJECTS: SEED, EVENTS_PER_IP_PER_MINUTE: '100000' })
    const acknowledged: string[] = []
    let stop = false
    const writer = async (w: number) => {
      for (let i = 0; !stop && i < 2000; i++) {
        const eventId = `w${w}-${i}`
        try {
          const res = await fetch(`${server.url}/e?projectId=counted`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ eventId, timestamp: Date.now() }),
          })
          if (res.status === 202) acknowledged.push(eventId)
        } catch {
          return // the server is gone
        }
      }
    }
    const writers = Array.from({ length: 8 }, (_, w) => writer(w))
    while (acknowledged.length < 300) await new Promise((r) => setTimeout(r, 10))
    await server.kill()
    stop = true
    await Promise.all(writers)
    // no stale lock: the folder opens at once
    const database = await openDatabase({ kind: 'pglite', dataDir: dir })
    const stored = new Set(
      (await database.db.selectFrom('analytics_events').select('event_id').execute()).map((r) => r.event_id),
    )
    await database.close()
    expect(acknowledged.length).toBeGreaterThanOrEqual(300)
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([])
  }, 120_000)
})

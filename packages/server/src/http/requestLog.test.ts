import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../createApp.ts'
import { type OpenDatabase, openDatabase } from '../db/openDatabase.ts'
import type { LogLevel } from '../log.ts'
import { testConfig } from '../test/testConfig.ts'
import type { RequestLogMode } from './requestGate.ts'

type Line = { level: LogLevel; msg: string; fields: Record<string, unknown> }

/**
 * `LOG_REQUESTS`: by default a console shows one line per failed answer (5xx, with the error a route threw),
 * not one per request; `all` is the access log; `off` keeps only the unhandled error.
 */
describe('request log lines (LOG_REQUESTS)', () => {
  let database: OpenDatabase
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite', dataDir: undefined })
  }, 60_000)
  afterAll(() => database?.close())

  /** An app whose database is gone: a project lookup then throws, and the answer is 500. */
  const run = async (requests: RequestLogMode | undefined, broken: OpenDatabase) => {
    const lines: Line[] = []
    const app = createApp({
      db: broken.db,
      config: testConfig(requests ? { logRequests: requests } : {}),
      log: (level, msg, fields = {}) => lines.push({ level, msg, fields }),
    })
    const statuses = [
      (await app.request('/healthz')).status,
      // refused by the project guard (no project id): a 4xx, which is the caller's doing
      (await app.request('/no-such-route')).status,
      (await app.request('/appkit/v1/config', { headers: { 'x-project-id': 'local' } })).status,
    ]
    return { lines, statuses }
  }
  let broken: OpenDatabase
  beforeAll(async () => {
    broken = await openDatabase({ kind: 'pglite', dataDir: undefined })
    await broken.close()
  }, 60_000)

  it('by default writes one line per failed answer, naming the error, and none for the others', async () => {
    const { lines, statuses } = await run(undefined, broken)
    expect(statuses).toEqual([200, 403, 500])
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({ level: 'error', msg: 'GET /appkit/v1/config → 500' })
    expect(String(lines[0]?.fields.error)).not.toBe('undefined')
  })

  it('`all` writes a line per request but a probe answering 200, `off` only the unhandled error', async () => {
    const all = await run('all', broken)
    expect(all.lines.map((l) => [l.level, l.msg])).toEqual([
      ['info', 'GET /no-such-route → 403'],
      ['error', 'GET /appkit/v1/config → 500'],
    ])
    const off = await run('off', broken)
    expect(off.lines.map((l) => [l.level, l.msg])).toEqual([['error', 'unhandled']])
  })

  it('a working database answers without a line', async () => {
    const lines: Line[] = []
    const app = createApp({
      db: database.db,
      config: testConfig(),
      log: (level, msg) => lines.push({ level, msg, fields: {} }),
    })
    expect((await app.request('/healthz')).status).toBe(200)
    expect(lines).toEqual([])
  })
})

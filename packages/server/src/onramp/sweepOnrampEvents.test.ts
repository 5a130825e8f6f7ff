import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type OpenDatabase, openDatabase } from '../db/openDatabase.ts'
import { sweepOnrampEvents } from './sweepOnrampEvents.ts'

let database: OpenDatabase
beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite', dataDir: undefined })
}, 60_000)
afterAll(() => database?.close())

describe('sweepOnrampEvents', () => {
  it('deletes event ids older than a day, keeps the recent ones', async () => {
    const now = Date.now()
    const row = (id: string, ageMs: number) => ({
      provider: 'sandbox',
      event_id: id,
      purchase_id: 'p',
      status: 'completed',
      received_at: new Date(now - ageMs),
    })
    await database.db
      .insertInto('onramp_webhook_events')
      .values([row('old', 25 * 3600_000), row('recent', 3600_000), row('new', 0)])
      .execute()
    expect(await sweepOnrampEvents(database.db, now)).toBe(1)
    const left = await database.db.selectFrom('onramp_webhook_events').select('event_id').orderBy('event_id').execute()
    expect(left.map((r) => r.event_id)).toEqual(['new', 'recent'])
  })
})

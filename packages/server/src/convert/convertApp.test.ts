import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../createApp.ts'
import { type OpenDatabase, openDatabase } from '../db/openDatabase.ts'
import { LOCAL_PROJECT } from '../projects/ProjectInput.ts'
import { projectStore } from '../projects/projectStore.ts'
import { testConfig } from '../test/testConfig.ts'

// The convert routes inside the whole app: the project guard, the per-IP convert limit and the body limit.
let database: OpenDatabase
beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite', dataDir: undefined })
  await projectStore(database.db).create(LOCAL_PROJECT)
}, 60_000)
afterAll(() => database?.close())

const config = testConfig({
  rpcUpstreams: { 'eip155:31337': 'http://127.0.0.1:9' },
  swapDexes: {},
  convertPerIpPerMinute: 3,
  apiBodyLimitBytes: 1024,
})

describe('/v1/convert in createApp', () => {
  it('needs a project id', async () => {
    const app = createApp({ db: database.db, config })
    const res = await app.request('/v1/convert/gas-price?chainId=eip155:31337')
    expect(res.status).toBe(403)
  })

  it('answers SPEC §8 texts for a chain without DEX, and limits each IP per minute', async () => {
    const app = createApp({ db: database.db, config })
    const get = () =>
      app.request('/v1/convert/gas-price?chainId=eip155:31337&projectId=local', {
        headers: { 'x-forwarded-for': '203.0.113.9' },
      })
    for (let i = 0; i < 3; i++) {
      const res = await get()
      expect(res.status).toBe(400)
      expect(((await res.json()) as { message: string }).message).toBe('Network not supported for Gas Price')
    }
    expect((await get()).status).toBe(429)
  })

  it('refuses a body over the API limit', async () => {
    const app = createApp({ db: database.db, config })
    const res = await app.request('/v1/convert/build-transaction?projectId=local', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ amount: '1', from: 'x'.repeat(4000) }),
    })
    expect(res.status).toBe(413)
  })
})

import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type OpenDatabase, openDatabase } from '../db/openDatabase.ts'
import type { AppEnv } from '../http/AppEnv.ts'
import { identityRoutes } from './identityRoutes.ts'

let database: OpenDatabase
beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite', dataDir: undefined })
  await database.db
    .insertInto('names')
    .values([
      {
        address: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
        name: 'alice.gangway.id',
        coin_type: 2147483649,
        is_primary: true,
        attributes: JSON.stringify({ avatar: 'data:image/png;base64,AA==' }),
      },
      {
        address: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
        name: 'old-alice.gangway.id',
        coin_type: 2147483649,
        is_primary: false,
        attributes: '{}',
      },
    ])
    .execute()
}, 30_000)
afterAll(() => database?.close())

describe('identity', () => {
  it('answers the primary name and its avatar, null otherwise, cached for 5 minutes', async () => {
    const app = new Hono<AppEnv>()
    identityRoutes(app, database.db)
    const get = async (a: string) => (await app.request(`/v1/identity/${a}`)).json()
    expect(await get('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toEqual({
      name: 'alice.gangway.id',
      avatar: 'data:image/png;base64,AA==',
    })
    expect(await get('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toEqual({ name: null, avatar: null })
    await database.db
      .insertInto('names')
      .values({
        address: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
        name: 'bob1.gangway.id',
        coin_type: 2147483649,
        is_primary: true,
        attributes: '{}',
      })
      .execute()
    expect(await get('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toEqual({ name: null, avatar: null })
    const res = await app.request('/v1/identity/nope')
    expect(res.status).toBe(400)
    expect((await res.json()).message).toContain('not an EVM address')
  })

  it('forget(address) drops the cached answer (after a registration), in any letter case', async () => {
    const app = new Hono<AppEnv>()
    const identity = identityRoutes(app, database.db)
    const address = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
    const get = async () => (await app.request(`/v1/identity/${address}`)).json()
    expect(await get()).toEqual({ name: null, avatar: null })
    await database.db
      .insertInto('names')
      .values({
        address: address.toLowerCase(),
        name: 'carol.gangway.id',
        coin_type: 2147483649,
        is_primary: true,
        attributes: '{}',
      })
      .execute()
    expect(await get()).toEqual({ name: null, avatar: null })
    identity.forget(address)
    expect(await get()).toEqual({ name: 'carol.gangway.id', avatar: null })
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newDevice, REDIRECT, type SocialHarness, startSocialHarness } from '../../test/socialHarness.ts'

let h: SocialHarness
let app: ReturnType<SocialHarness['app']>

beforeAll(async () => {
  h = await startSocialHarness()
  app = h.app()
}, 30_000)
afterAll(async () => {
  await h?.close()
})

const redirect = (deviceId: string, returnTo: unknown) =>
  h.call(app, '/auth/v1/social/redirect', { projectId: 'local', deviceId, provider: 'github', returnTo })
const stateOf = (uri: string) => new URL(uri).searchParams.get('state') as string

describe('social login without a popup (Telegram): returnTo and /auth/v1/social/return', () => {
  it('keeps returnTo with the state; /return answers it without using the state up; the login still finishes', async () => {
    const deviceId = newDevice()
    const page = 'http://localhost:5173/app?tab=2#top'
    const started = await redirect(deviceId, page)
    expect(started.status, JSON.stringify(started.body)).toBe(200)
    const uri = started.body.uri as string
    const back = await h.call(app, '/auth/v1/social/return', { state: stateOf(uri) })
    expect(back).toMatchObject({ status: 200, body: { returnTo: page } })
    // asked twice: nothing was consumed
    expect((await h.call(app, '/auth/v1/social/return', { state: stateOf(uri) })).body).toEqual({ returnTo: page })
    const result = await h.login(uri, 'alice')
    expect(result.startsWith(`${REDIRECT}?`)).toBe(true)
    const connected = await h.connect(app, deviceId, result)
    expect(connected.status, JSON.stringify(connected.body)).toBe(200)
    // a used state has no way back any more
    expect((await h.call(app, '/auth/v1/social/return', { state: stateOf(uri) })).status).toBe(400)
  })

  it("refuses a forged returnTo (not on the project's allowed origins) and stores nothing", async () => {
    const deviceId = newDevice()
    for (const returnTo of [
      'https://evil.example/steal',
      'javascript:alert(1)',
      'http://localhost.evil.example/',
      'http://user:pw@localhost:5173/',
      'not a url',
      42,
      `http://localhost:5173/${'a'.repeat(2100)}`,
    ]) {
      const res = await redirect(deviceId, returnTo)
      expect(res.status, String(returnTo)).toBe(400)
      expect(res.body).toMatchObject({ code: 'INVALID_REQUEST' })
    }
    const states = await h.database.db
      .selectFrom('auth_social_states')
      .select('state_hash')
      .where('device_id', '=', deviceId)
      .execute()
    expect(states).toEqual([])
  })

  it('unknown, missing or popup-login states get 400 SOCIAL_STATE_INVALID', async () => {
    for (const state of ['no-such-state', '', undefined, 'x'.repeat(600), 7]) {
      const res = await h.call(app, '/auth/v1/social/return', { state })
      expect(res.status).toBe(400)
      expect(res.body).toMatchObject({ code: 'SOCIAL_STATE_INVALID' })
    }
    // a popup login has no way back to give
    const uri = await h.start(app, 'github', newDevice())
    expect((await h.call(app, '/auth/v1/social/return', { state: stateOf(uri) })).body).toMatchObject({
      code: 'SOCIAL_STATE_INVALID',
    })
  })

  it('only the frame origin may ask (the /auth/v1 origin check) and it is rate-limited like the other social routes', async () => {
    const other = await app.request('/auth/v1/social/return', {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ state: 'x' }),
    })
    expect(other.status).toBe(403)
    const limited = h.app({}, { socialPerIpPerHour: 1 })
    expect((await h.call(limited, '/auth/v1/social/return', { state: 'a' })).status).toBe(400)
    const second = await h.call(limited, '/auth/v1/social/return', { state: 'b' })
    expect(second.status).toBe(429)
  })
})

import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formPostCallback } from './formPostCallback.ts'

let url: string
const server = createServer(async (req, res) => {
  const location = await formPostCallback(req, '/social/callback')
  res.writeHead(location ? 303 : 400, location ? { location } : {}).end()
})
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/social/callback`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const post = (body: string, type = 'application/x-www-form-urlencoded') =>
  fetch(url, { method: 'POST', headers: { 'content-type': type }, body, redirect: 'manual' })

describe('form_post (Apple) → the callback GET with the result in the query', () => {
  it('keeps code, state, iss, user and errors; drops the rest', async () => {
    const res = await post(
      new URLSearchParams({
        code: 'c1',
        state: 's1',
        iss: 'https://appleid.apple.com',
        id_token: 'x.y.z',
        user: '{"name":{}}',
        other: '1',
      }).toString(),
    )
    expect(res.status).toBe(303)
    const location = new URL(res.headers.get('location') as string, url)
    expect(location.pathname).toBe('/social/callback')
    expect(Object.fromEntries(location.searchParams)).toEqual({
      code: 'c1',
      state: 's1',
      iss: 'https://appleid.apple.com',
      user: '{"name":{}}',
    })
  })

  it('refuses a body that is not a form or is over 16 KiB', async () => {
    expect((await post('{"code":"c"}', 'application/json')).status).toBe(400)
    expect((await post(`code=${'a'.repeat(17_000)}`)).status).toBe(400)
  })
})

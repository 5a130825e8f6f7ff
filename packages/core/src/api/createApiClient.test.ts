import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiRequestError, createApiClient } from './createApiClient.ts'

type Seen = { method: string; url: string; type: string | undefined; body: string }

/** A real HTTP server that answers what it received (and 204 for DELETE, 400 for /bad). */
let server: Server
let baseUrl: string
const seen: Seen[] = []
beforeAll(async () => {
  server = createServer(async (req: IncomingMessage, res) => {
    let body = ''
    for await (const chunk of req) body += chunk
    seen.push({ method: req.method ?? '', url: req.url ?? '', type: req.headers['content-type'], body })
    if (req.url?.startsWith('/bad')) {
      res.writeHead(400, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ code: 'BAD_REQUEST', message: 'name: expected string' }))
      return
    }
    if (req.method === 'DELETE') {
      res.writeHead(204)
      res.end()
      return
    }
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(JSON.stringify({ method: req.method, received: body === '' ? null : JSON.parse(body) }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const client = () =>
  createApiClient({ baseUrl, projectId: 'local', sdkType: 'appkit', sdkVersion: 'react-x', clientId: () => 'c1' })

describe('API client (SPEC §7: GET, POST, PUT, DELETE with JSON bodies)', () => {
  it('sends PUT and DELETE bodies as JSON, with the SDK query, and reads JSON or empty answers', async () => {
    seen.length = 0
    const answer = await client().put<{ method: string; received: unknown }>('/v1/things/1', { name: 'gw', n: 2 })
    expect(answer).toEqual({ method: 'PUT', received: { name: 'gw', n: 2 } })
    expect(await client().delete('/v1/things/1', { reason: 'gone' })).toBeUndefined()
    expect(await client().delete('/v1/things/2')).toBeUndefined()
    expect(seen.map(({ method, type, body }) => ({ method, type, body }))).toEqual([
      { method: 'PUT', type: 'application/json', body: '{"name":"gw","n":2}' },
      { method: 'DELETE', type: 'application/json', body: '{"reason":"gone"}' },
      { method: 'DELETE', type: undefined, body: '' },
    ])
    const query = new URL(seen[0]?.url ?? '', baseUrl).searchParams
    expect(Object.fromEntries(query)).toEqual({ projectId: 'local', st: 'appkit', sv: 'react-x', clientId: 'c1' })
  })

  it('keeps POST a simple request (text/plain, no preflight) with a JSON body', async () => {
    seen.length = 0
    await client().post('/e', { eventId: 'x' })
    expect(seen[0]).toMatchObject({ method: 'POST', type: 'text/plain', body: '{"eventId":"x"}' })
  })

  it("answers the server's stable error code and message", async () => {
    await expect(client().put('/bad', {})).rejects.toEqual(
      expect.objectContaining({ status: 400, code: 'BAD_REQUEST', message: 'name: expected string' }),
    )
    await expect(client().put('/bad', {})).rejects.toBeInstanceOf(ApiRequestError)
  })
})

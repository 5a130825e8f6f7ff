import { describe, expect, it } from 'vitest'
import { createApp } from './createApp.ts'
import { startServer } from './startServer.ts'

describe('server', () => {
  it('answers the health check', async () => {
    const res = await createApp().request('/healthz')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ status: 'ok' })
  })

  it('listens on a free port and closes', async () => {
    const server = await startServer({ port: 0, host: '127.0.0.1' })
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(await (await fetch(`${server.url}/healthz`)).json()).toEqual({ status: 'ok' })
    await server.close()
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow()
  })
})

import { request } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../config/loadConfig.ts'
import { silentLog } from '../log.ts'
import { type RunningServer, startServer } from '../startServer.ts'
import { pickEncoding, precompress } from './precompressed.ts'
import { API_CSP } from './securityHeaders.ts'

describe('pickEncoding', () => {
  it('prefers Brotli, then gzip, and honours q=0', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(pickEncoding('gzip, deflate')).toBe('gzip')
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip')
    expect(pickEncoding('BR')).toBe('br')
    expect(pickEncoding('*')).toBe('gzip')
    expect(pickEncoding('gzip;q=0, br;q=0')).toBeUndefined()
    expect(pickEncoding('identity')).toBeUndefined()
    expect(pickEncoding('deflate')).toBeUndefined()
    expect(pickEncoding('')).toBeUndefined()
    expect(pickEncoding(undefined)).toBeUndefined()
  })

  it('makes forms that decompress to the text', async () => {
    const text = JSON.stringify({ data: Array.from({ length: 50 }, (_, i) => ({ id: `wallet.${i}`, name: 'Wallet' })) })
    const answer = await precompress(text)
    expect(brotliDecompressSync(answer.br as Uint8Array).toString()).toBe(text)
    expect(gunzipSync(answer.gzip as Uint8Array).toString()).toBe(text)
    expect((answer.br as Uint8Array).byteLength).toBeLessThan(text.length / 4)
  })
})

type Raw = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }
const get = (url: string, headers: Record<string, string>) =>
  new Promise<Raw>((resolve, reject) => {
    // node:http, not fetch: the bytes as sent, nothing decompressed on the way
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
    })
      .on('error', reject)
      .end()
  })

describe('/getWallets on a running server answers in the encoding the browser accepts', () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startServer(
      {
        ...loadConfig({ PORT: '0', DATABASE_URL: 'memory' }),
        masterKeyFile: undefined,
        indexer: { enabled: false, confirmations: undefined, pollMs: 1000, startBlocks: {} },
      },
      silentLog,
    )
  }, 60_000)
  afterAll(() => server?.close())

  it('Brotli or gzip as asked, the same JSON as the plain answer, the API headers kept', async () => {
    const url = `${server.url}/getWallets?projectId=local&entries=40`
    const plain = await get(url, {})
    expect(plain.status).toBe(200)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers.vary).toBe('Accept-Encoding')
    const text = plain.body.toString()
    expect((JSON.parse(text) as { data: unknown[] }).data).toHaveLength(40)

    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br, zstd' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toBe('Accept-Encoding')
    expect(br.headers['content-security-policy']).toBe(API_CSP)
    expect(br.headers['x-content-type-options']).toBe('nosniff')
    expect(br.headers['content-type']).toBe('application/json')
    expect(Number(br.headers['content-length'])).toBe(br.body.length)
    expect(br.body.length).toBeLessThan(text.length / 4)
    expect(brotliDecompressSync(br.body).toString()).toBe(text)

    const gz = await get(url, { 'accept-encoding': 'br;q=0, gzip' })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.body).toString()).toBe(text)
  })

  it('with an Origin: CORS headers, and Vary names both', async () => {
    const res = await get(`${server.url}/getWallets?projectId=local`, {
      'accept-encoding': 'br',
      origin: 'http://localhost:5173',
    })
    expect(res.status).toBe(200)
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:5173')
    expect(res.headers.vary).toBe('Origin, Accept-Encoding')
    expect(res.headers['content-encoding']).toBe('br')
    expect((JSON.parse(brotliDecompressSync(res.body).toString()) as { count: number }).count).toBeGreaterThan(100)
  })

  it('a refused request is not compressed: the error JSON as it is', async () => {
    const res = await get(`${server.url}/getWallets?projectId=nope`, { 'accept-encoding': 'br' })
    expect(res.status).toBe(403)
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(JSON.parse(res.body.toString())).toMatchObject({ code: 'INVALID_PROJECT_ID' })
  })
})

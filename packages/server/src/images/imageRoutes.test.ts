import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import type { AppEnv } from '../http/AppEnv.ts'
import { IMAGE_CACHE_CONTROL, imageRoutes } from './imageRoutes.ts'

function app(imagesDir?: string) {
  const hono = new Hono<AppEnv>()
  imageRoutes(hono, { imagesDir, walletName: async (id) => (id === 'com.example.mm' ? 'MetaMask' : undefined) })
  return hono
}

describe('image endpoints', () => {
  it('generate a monogram SVG with long cache headers and an ETag, 304 when unchanged', async () => {
    const res = await app().request('/getWalletImage/com.example.mm')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/svg+xml')
    expect(res.headers.get('cache-control')).toBe(IMAGE_CACHE_CONTROL)
    const svg = await res.text()
    expect(svg).toContain('>ME</text>')
    const etag = res.headers.get('etag') as string
    const again = await app().request('/getWalletImage/com.example.mm', { headers: { 'if-none-match': etag } })
    expect(again.status).toBe(304)
    for (const path of ['/public/getAssetImage/eth', '/public/getCurrencyImage/usd', '/public/getTokenImage/gusd']) {
      const r = await app().request(path)
      expect(r.status, path).toBe(200)
      expect(r.headers.get('content-type')).toBe('image/svg+xml')
    }
  })

  it('serve the bundled logos: registry wallets, WalletConnect, networks and tokens (by symbol, any case)', async () => {
    const expected: [string, string][] = [
      ['/getWalletImage/io.metamask', 'image/webp'],
      ['/getWalletImage/walletConnect', 'image/svg+xml'],
      ['/public/getAssetImage/ethereum', 'image/svg+xml'],
      ['/public/getAssetImage/solana', 'image/svg+xml'],
      ['/public/getTokenImage/usdc', 'image/svg+xml'],
      ['/public/getCurrencyImage/ETH', 'image/svg+xml'],
    ]
    for (const [path, type] of expected) {
      const res = await app().request(path)
      expect(res.headers.get('content-type'), path).toBe(type)
      expect((await res.arrayBuffer()).byteLength, path).toBeGreaterThan(200)
    }
  })

  it("serve the operator's file when there is one", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gangway-images-'))
    mkdirSync(join(dir, 'wallets'))
    const png = Buffer.from('89504e470d0a1a0a', 'hex')
    writeFileSync(join(dir, 'wallets', 'io.metamask.png'), png)
    const res = await app(dir).request('/getWalletImage/io.metamask')
    expect(res.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await res.arrayBuffer())).toEqual(png)
  })

  it('reject ids that could name other files', async () => {
    const res = await app().request('/getWalletImage/..%2F..%2Fetc%2Fpasswd')
    expect(res.status).toBe(400)
    expect((await res.json()).code).toBe('BAD_REQUEST')
  })
})

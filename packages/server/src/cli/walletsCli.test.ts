import { mkdtempSync, readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../db/openDatabase.ts'
import type { AppEnv } from '../http/AppEnv.ts'
import { imageRoutes } from '../images/imageRoutes.ts'
import { readSeedWallets, seedWallets } from '../wallets/seedWallets.ts'
import { walletsCli } from './walletsCli.ts'

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')
const listing = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  name,
  homepage: `https://${id.slice(0, 6)}.example`,
  image_id: `img-${id.slice(0, 8)}`,
  chains: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
  mobile: { native: `${name.toLowerCase().replace(/\W/g, '')}://`, universal: null },
  desktop: { native: null, universal: null },
  app: { browser: null, ios: 'https://apps.apple.com/app/x', android: null, chrome: null },
  ...extra,
})
/** The stand-in explorer: two pages (one of them carrying a malformed listing), logos per image id. */
const PAGE_1 = Array.from({ length: 100 }, (_, i) =>
  listing(`${String(i).padStart(4, '0')}${'a'.repeat(60)}`, `Stand-in Wallet ${i}`),
)
PAGE_1[0] = listing(`c57ca95b${'0'.repeat(56)}`, 'MetaMask', { rdns: 'io.metamask' })
PAGE_1[1] = { id: 'bad id with spaces', name: '' } as never
const PAGE_2 = [listing(`ffff${'b'.repeat(60)}`, 'Last Wallet')]

describe('gangway-server wallets sync (against a local stand-in for the explorer)', () => {
  let server: Server
  let url: string
  const requests: string[] = []
  beforeAll(async () => {
    server = createServer((req, res) => {
      const u = new URL(req.url ?? '/', 'http://x')
      requests.push(`${u.pathname}?${u.searchParams}`)
      if (u.searchParams.get('projectId') !== 'wc-cloud-id') return res.writeHead(401).end()
      if (u.pathname === '/v3/wallets') {
        const page = Number(u.searchParams.get('page'))
        const list = page === 1 ? PAGE_1 : page === 2 ? PAGE_2 : []
        res.writeHead(200, { 'content-type': 'application/json' })
        return res.end(JSON.stringify({ count: 101, listings: Object.fromEntries(list.map((l) => [l.id, l])) }))
      }
      if (u.pathname === `/v3/logo/md/img-c57ca95b`) return res.writeHead(200, { 'content-type': 'image/png' }).end(PNG)
      if (u.pathname === '/v3/logo/md/img-ffffbbbb')
        return res.writeHead(200, { 'content-type': 'text/html' }).end('<p>')
      if (u.pathname.startsWith('/v3/logo/md/img-0002'))
        return res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.alloc(600 * 1024))
      if (u.pathname.startsWith('/v3/logo/md/')) return res.writeHead(200, { 'content-type': 'image/webp' }).end('RIFF')
      res.writeHead(404).end()
    })
    // keep-alive longer than the client's (undici: 4 s): under a loaded run the client has reused a socket
    // this server had just closed after its 5 s default ("fetch failed"), a race of the stand-in, not the CLI's
    server.keepAliveTimeout = 60_000
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((r) => server.close(() => r())))

  it('adds and updates wallets with their logos; the synced logo is served below the operator’s', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'gangway-sync-'))
    const registryImagesDir = join(dataDir, 'registry-images')
    const database = { kind: 'pglite' as const, dataDir }
    const seeded = await openDatabase(database)
    await seedWallets(seeded.db, readSeedWallets().slice(0, 5))
    await seeded.close()

    const lines = await walletsCli(['sync', '--project-id', 'wc-cloud-id', '--url', url], {
      database,
      registryImagesDir,
    })
    expect(lines.at(-1)).toBe('wallets: 99 added, 1 updated, 98 images, 1 skipped (malformed)')
    expect(requests.filter((r) => r.startsWith('/v3/wallets'))).toEqual([
      '/v3/wallets?projectId=wc-cloud-id&entries=100&page=1',
      '/v3/wallets?projectId=wc-cloud-id&entries=100&page=2',
    ])

    const { db, close } = await openDatabase(database)
    try {
      // MetaMask matched by rdns: the seed's id and rank stay, the explorer's links and chains are taken
      const metamask = await db
        .selectFrom('wallets')
        .selectAll()
        .where('id', '=', 'io.metamask')
        .executeTakeFirstOrThrow()
      expect(metamask.rank).toBe(readSeedWallets()[0]?.order)
      expect(metamask.chains).toEqual(['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'])
      expect(metamask.namespaces).toEqual(['eip155', 'solana'])
      expect(await db.selectFrom('wallets').select('id').where('id', 'like', 'c57ca95b%').execute()).toEqual([])
      const last = await db
        .selectFrom('wallets')
        .selectAll()
        .where('name', '=', 'Last Wallet')
        .executeTakeFirstOrThrow()
      expect(last.links.mobile_link).toBe('lastwallet://')
      expect(last.rank).toBeGreaterThan(metamask.rank)
      expect(await db.selectFrom('wallets').select('id').where('name', '=', '').execute()).toEqual([])
    } finally {
      await close()
    }
    // the logo of MetaMask under the registry id; an HTML "image" and a 600 KiB one were refused
    expect(readFileSync(join(registryImagesDir, 'wallets', 'io.metamask.png'))).toEqual(PNG)
    const app = new Hono<AppEnv>()
    imageRoutes(app, { imagesDir: undefined, registryImagesDir, walletName: async () => undefined })
    const res = await app.request('/getWalletImage/io.metamask')
    expect(res.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await res.arrayBuffer())).toEqual(PNG)
    const refused = await app.request(`/getWalletImage/ffff${'b'.repeat(60)}`)
    expect(refused.headers.get('content-type')).toBe('image/svg+xml')
    // 60 s: 100 listings and their logos into an embedded PGlite took 55 s on a 2-core machine under a full
    // parallel `npm test` (~5 s idle)
  }, 60_000)

  it('refuses bad input before contacting anything', async () => {
    const before = requests.length
    const config = { database: { kind: 'pglite' as const, dataDir: undefined }, registryImagesDir: undefined }
    await expect(walletsCli(['sync'], config)).rejects.toThrow('--project-id is required')
    await expect(walletsCli(['sync', '--project-id', 'x', '--url', 'ftp://x'], config)).rejects.toThrow(
      '--url ftp://x: not an http(s) URL',
    )
    await expect(walletsCli(['pull'], config)).rejects.toThrow('Usage:')
    await expect(walletsCli(['sync', '--project-id', 'wrong', '--url', url], config)).rejects.toThrow('HTTP 401')
    expect(requests.length).toBe(before + 1)
  })
})

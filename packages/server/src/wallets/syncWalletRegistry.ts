import { mkdir, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Kysely } from 'kysely'
import { z } from 'zod'
import type { Database } from '../db/Database.ts'

/** WalletConnect's public wallet explorer (the operator may point the command at a mirror). */
export const WALLETCONNECT_EXPLORER_URL = 'https://explorer-api.walletconnect.com'
const PAGE_SIZE = 100
/** Pages at most (the explorer lists ~700 wallets; a runaway answer stops here). */
const MAX_PAGES = 50
const MAX_IMAGE_BYTES = 512 * 1024
const TIMEOUT_MS = 20_000
const ID = /^[A-Za-z0-9._-]{1,128}$/

const link = z.string().trim().max(2048).nullish()
const ListingSchema = z.object({
  id: z.string().regex(ID),
  name: z.string().trim().min(1).max(128),
  homepage: link,
  image_id: z.string().regex(ID).nullish(),
  rdns: z.string().trim().max(255).nullish(),
  chains: z.array(z.string().max(128)).max(1000).nullish(),
  mobile: z.object({ native: link, universal: link }).partial().nullish(),
  desktop: z.object({ native: link, universal: link }).partial().nullish(),
  app: z.record(z.string(), link).nullish(),
})
const PageSchema = z.object({ count: z.number().int().nonnegative(), listings: z.record(z.string(), z.unknown()) })
type Listing = z.infer<typeof ListingSchema>

export type SyncWalletRegistryOptions = {
  /** The explorer's base URL (default WalletConnect's). */
  url?: string
  /** A WalletConnect Cloud project id: the explorer answers only with one. */
  projectId: string
  /** Where the images go (`<dir>/wallets/<id>.<ext>`); none = metadata only. */
  imagesDir?: string | undefined
  fetch?: typeof fetch
  log?: (line: string) => void
}

export type SyncWalletRegistryResult = { added: number; updated: number; images: number; skipped: number }

const IMAGE_TYPES: Record<string, string> = {
  'image/png': 'png',
  'image/webp': 'webp',
  'image/jpeg': 'jpg',
  'image/svg+xml': 'svg',
}

async function getJson(fetcher: typeof fetch, url: URL): Promise<unknown> {
  const res = await fetcher(url, { signal: AbortSignal.timeout(TIMEOUT_MS), headers: { accept: 'application/json' } })
  if (!res.ok) throw new Error(`${url.pathname}: HTTP ${res.status}`)
  return res.json()
}

const namespacesOf = (chains: readonly string[]) => [...new Set(chains.map((c) => c.split(':')[0] as string))]

/**
 * `gangway-server wallets sync`: copies WalletConnect's explorer (every page of `/v3/wallets`) into the
 * registry and, with `imagesDir`, each wallet's logo (`/v3/logo/md/{image_id}`). Run only by the operator —
 * the server never calls the explorer by itself. A wallet already in the registry with the same rdns (the
 * seed uses thirdweb's ids) or the same id is updated in place, keeping its id and rank; a new one is added
 * after the seed's ranks, in the explorer's order. Answers and rows are checked (zod): a malformed listing
 * is skipped and counted, never half-written; an image is kept only with an image content type and at
 * most 512 KiB, written to a temporary file and renamed, so a failed sync leaves the previous image.
 */
export async function syncWalletRegistry(
  db: Kysely<Database>,
  options: SyncWalletRegistryOptions,
): Promise<SyncWalletRegistryResult> {
  const fetcher = options.fetch ?? fetch
  const base = new URL(options.url ?? WALLETCONNECT_EXPLORER_URL)
  const log = options.log ?? (() => undefined)
  const listings: Listing[] = []
  let skipped = 0
  for (let page = 1; page <= MAX_PAGES; page++) {
    const url = new URL('/v3/wallets', base)
    url.searchParams.set('projectId', options.projectId)
    url.searchParams.set('entries', String(PAGE_SIZE))
    url.searchParams.set('page', String(page))
    const answer = PageSchema.parse(await getJson(fetcher, url))
    const entries = Object.values(answer.listings)
    for (const entry of entries) {
      const parsed = ListingSchema.safeParse(entry)
      if (parsed.success) listings.push(parsed.data)
      else skipped++
    }
    log(`page ${page}: ${entries.length} wallets`)
    if (entries.length < PAGE_SIZE || page * PAGE_SIZE >= answer.count) break
  }

  const existing = await db.selectFrom('wallets').select(['id', 'rdns', 'rank']).execute()
  const byRdns = new Map(existing.filter((w) => w.rdns).map((w) => [(w.rdns as string).toLowerCase(), w]))
  const byId = new Map(existing.map((w) => [w.id, w]))
  let nextRank = existing.reduce((max, w) => Math.max(max, w.rank), 0) + 1
  let added = 0
  let updated = 0
  let images = 0
  for (const listing of listings) {
    const known = byId.get(listing.id) ?? (listing.rdns ? byRdns.get(listing.rdns.toLowerCase()) : undefined)
    const chains = listing.chains ?? []
    const row = {
      name: listing.name,
      name_lower: listing.name.toLowerCase(),
      homepage: listing.homepage ?? null,
      rdns: listing.rdns ?? null,
      namespaces: JSON.stringify(namespacesOf(chains)),
      chains: JSON.stringify(chains),
      links: JSON.stringify({
        mobile_link: listing.mobile?.native || listing.mobile?.universal || null,
        desktop_link: listing.desktop?.native || listing.desktop?.universal || null,
        webapp_link: listing.app?.browser ?? null,
        app_store: listing.app?.ios ?? null,
        play_store: listing.app?.android ?? null,
        chrome_store: listing.app?.chrome ?? null,
      }),
    }
    const id = known?.id ?? listing.id
    if (known) {
      await db.updateTable('wallets').set(row).where('id', '=', known.id).execute()
      updated++
    } else {
      await db
        .insertInto('wallets')
        .values({ id, ...row, rank: nextRank++, badge_type: 'none' })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute()
      byId.set(id, { id, rdns: row.rdns, rank: nextRank - 1 })
      added++
    }
    if (options.imagesDir && listing.image_id) {
      if (await saveImage(fetcher, base, options, listing.image_id, id)) images++
    }
  }
  return { added, updated, images, skipped }
}

async function saveImage(
  fetcher: typeof fetch,
  base: URL,
  options: SyncWalletRegistryOptions,
  imageId: string,
  walletId: string,
): Promise<boolean> {
  const url = new URL(`/v3/logo/md/${encodeURIComponent(imageId)}`, base)
  url.searchParams.set('projectId', options.projectId)
  try {
    const res = await fetcher(url, { signal: AbortSignal.timeout(TIMEOUT_MS) })
    const ext = IMAGE_TYPES[(res.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '']
    if (!res.ok || !ext) {
      // not read: the connection is freed now rather than when the body is collected
      await res.body?.cancel()
      return false
    }
    const body = new Uint8Array(await res.arrayBuffer())
    if (body.byteLength === 0 || body.byteLength > MAX_IMAGE_BYTES) return false
    const dir = join(options.imagesDir as string, 'wallets')
    await mkdir(dir, { recursive: true })
    const file = join(dir, `${walletId}.${ext}`)
    await writeFile(`${file}.tmp`, body)
    await rename(`${file}.tmp`, file)
    return true
  } catch {
    return false
  }
}

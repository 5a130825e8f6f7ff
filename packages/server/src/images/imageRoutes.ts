import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ApiErrorCode } from '@gangway/protocol'
import type { Context, Hono } from 'hono'
import type { AppEnv } from '../http/AppEnv.ts'
import { apiError } from '../http/apiError.ts'
import { IMAGE_CSP } from '../http/securityHeaders.ts'
import { monogramSvg } from './monogramSvg.ts'

const TYPES: Record<string, string> = { svg: 'image/svg+xml', png: 'image/png', webp: 'image/webp', jpg: 'image/jpeg' }
const ID = /^[A-Za-z0-9._-]{1,128}$/
/** Images change rarely; a week, and revalidation by ETag after that. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=604800'

/**
 * The logos that ship with the server (`logos/`, see the README: the registry's top wallets from thirdweb's
 * package, networks and tokens from @web3icons/core): below the operator's and the synced images.
 */
export const BUNDLED_LOGOS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../logos')

/** Token and native-currency images are asked for by symbol: the bundled ones are token logos named in capitals. */
const bundledKind = (kind: string) => (kind === 'currencies' ? 'tokens' : kind)
const bundledId = (kind: string, id: string) => (kind === 'tokens' || kind === 'currencies' ? id.toUpperCase() : id)

async function imageFile(dir: string | undefined, kind: string, id: string) {
  if (!dir) return undefined
  for (const [ext, type] of Object.entries(TYPES)) {
    try {
      return { body: await readFile(join(dir, kind, `${id}.${ext}`)), type }
    } catch {
      // try the next extension
    }
  }
  return undefined
}

function send(c: Context, body: Uint8Array | string, type: string): Response {
  const bytes = typeof body === 'string' ? new TextEncoder().encode(body) : body
  const etag = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`
  c.header('cache-control', IMAGE_CACHE_CONTROL)
  c.header('etag', etag)
  // an operator's SVG may carry script: opened as a page on the API origin it must not run
  c.header('content-security-policy', IMAGE_CSP)
  if (c.req.header('if-none-match') === etag) return c.body(null, 304)
  c.header('content-type', type)
  return c.body(bytes as Uint8Array<ArrayBuffer>)
}

/**
 * Image endpoints: an operator's file in `IMAGES_DIR/<kind>/<id>.(svg|png|webp|jpg)` wins, then the wallet
 * images `gangway-server wallets sync` stored (`registryImagesDir/wallets/`), then the bundled logos
 * (`logos/<kind>/`), otherwise a monogram SVG (of the wallet's name for wallets, of the id otherwise). Long
 * cache headers and ETags (304).
 */
export function imageRoutes(
  app: Hono<AppEnv>,
  options: {
    imagesDir: string | undefined
    /** Where `wallets sync` keeps the registry's images (below the operator's). */
    registryImagesDir?: string | undefined
    /** The bundled logos (tests point it elsewhere). */
    bundledDir?: string | undefined
    walletName(id: string): Promise<string | undefined>
  },
): void {
  const bundled = options.bundledDir ?? BUNDLED_LOGOS_DIR
  const route = (path: string, kind: string, name: (id: string) => Promise<string | undefined>) =>
    app.get(path, async (c) => {
      const id = c.req.param('id') ?? ''
      if (!ID.test(id)) return apiError(c, 400, ApiErrorCode.BAD_REQUEST, 'id must be 1–128 letters, digits, ., _ or -')
      const file =
        (await imageFile(options.imagesDir, kind, id)) ??
        (kind === 'wallets' ? await imageFile(options.registryImagesDir, kind, id) : undefined) ??
        (await imageFile(bundled, bundledKind(kind), bundledId(kind, id)))
      if (file) return send(c, file.body, file.type)
      return send(c, monogramSvg((await name(id)) ?? id), TYPES.svg as string)
    })
  route('/getWalletImage/:id', 'wallets', options.walletName)
  route('/public/getAssetImage/:id', 'assets', async () => undefined)
  route('/public/getCurrencyImage/:id', 'currencies', async () => undefined)
  route('/public/getTokenImage/:id', 'tokens', async () => undefined)
}

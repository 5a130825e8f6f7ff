import { ApiErrorCode, GetWalletsQuerySchema } from '@gangway/protocol'
import type { Hono } from 'hono'
import type { AppDeps } from '../AppDeps.ts'
import type { AppEnv } from '../http/AppEnv.ts'
import { apiError } from '../http/apiError.ts'
import { createTtlCache } from '../http/createTtlCache.ts'
import { type Precompressed, precompress, sendPrecompressed } from '../http/precompressed.ts'
import { queryWallets } from './queryWallets.ts'

/** A `/getWallets` query that does not parse (400, never cached). */
class BadQuery extends Error {}

/** `GET /getWallets` (SPEC §7, behind the project guard): the registry's page, cached `walletsCacheMs`. */
export function getWalletsRoute(app: Hono<AppEnv>, db: AppDeps['db'], config: AppDeps['config']): void {
  // the answer's JSON text is kept, with its gzip and Brotli forms: a cached page costs no serialization and
  // no compression, and a browser gets ~3.7 KiB instead of ~20 KiB
  const walletsCache = createTtlCache<Precompressed>(config.walletsCacheMs)
  const walletsAnswer = async (text: string) => (config.walletsCacheMs > 0 ? precompress(text) : { text })
  app.get('/getWallets', async (c) => {
    // a query string seen before (the dialog asks for the same pages again and again) skips the parsing
    const url = c.req.url
    const raw = url.includes('?') ? url.slice(url.indexOf('?') + 1) : ''
    try {
      const answer = await walletsCache.get(`raw:${raw}`, async () => {
        const parsed = GetWalletsQuerySchema.safeParse(c.req.query())
        if (!parsed.success) {
          const issue = parsed.error.issues[0]
          throw new BadQuery(`${issue?.path.join('.') || 'query'} ${issue?.message}`)
        }
        return walletsCache.get(JSON.stringify(parsed.data), async () =>
          walletsAnswer(JSON.stringify(await queryWallets(db, parsed.data))),
        )
      })
      return sendPrecompressed(c, answer, 'application/json')
    } catch (error) {
      if (error instanceof BadQuery) return apiError(c, 400, ApiErrorCode.BAD_REQUEST, error.message)
      throw error
    }
  })
}

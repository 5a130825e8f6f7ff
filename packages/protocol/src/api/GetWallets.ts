import { z } from 'zod/mini'
import { RegistryWalletSchema } from './RegistryWallet.ts'

/** The client's page size for `/getWallets` (SPEC §9). */
export const WALLETS_PAGE_SIZE = 40
/** The most a search answers (SPEC §9). */
export const WALLETS_SEARCH_LIMIT = 100

const count = (max: number) =>
  z
    .pipe(
      z.string().check(z.regex(/^\d+$/, 'must be a whole number')),
      z.transform((v) => Number(v)),
    )
    .check(z.refine((n) => n >= 1 && n <= max, `must be from 1 to ${max}`))

const idList = z.pipe(
  z.string().check(z.maxLength(4000, 'is too long')),
  z.transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  ),
)

/** `GET /getWallets` query: page (1-based), entries (≤ 100), include/exclude (comma-separated ids), chains (CAIP-2 ids or namespaces), search, badge_type. */
export const GetWalletsQuerySchema = z.object({
  page: z._default(count(10_000), 1),
  entries: z._default(count(WALLETS_SEARCH_LIMIT), WALLETS_PAGE_SIZE),
  include: z.optional(idList),
  exclude: z.optional(idList),
  chains: z.optional(idList),
  search: z.optional(z.string().check(z.maxLength(100, 'is too long'))),
  badge_type: z.optional(z.enum(['none', 'certified'])),
})
export type GetWalletsQuery = z.output<typeof GetWalletsQuerySchema>

export const GetWalletsResponseSchema = z.object({ data: z.array(RegistryWalletSchema), count: z.number() })
export type GetWalletsResponse = z.infer<typeof GetWalletsResponseSchema>

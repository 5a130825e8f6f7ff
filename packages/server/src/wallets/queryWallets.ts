import type { GetWalletsQuery, GetWalletsResponse, RegistryWallet } from '@gangway/protocol'
import { type Kysely, sql } from 'kysely'
import type { Database } from '../db/Database.ts'

/**
 * `GET /getWallets`: the registry ordered by popularity rank, filtered by include (only these ids),
 * exclude, chains (CAIP-2 ids or namespaces; a wallet matches by its chains or namespaces), search
 * (case-insensitive substring of the name) and badge type; one page and the total count.
 */
export async function queryWallets(db: Kysely<Database>, query: GetWalletsQuery): Promise<GetWalletsResponse> {
  let base = db.selectFrom('wallets')
  if (query.include?.length) base = base.where('id', 'in', query.include)
  if (query.exclude?.length) base = base.where('id', 'not in', query.exclude)
  if (query.badge_type) base = base.where('badge_type', '=', query.badge_type)
  if (query.search?.trim())
    base = base.where(sql<boolean>`position(${query.search.trim().toLowerCase()} in name_lower) > 0`)
  if (query.chains?.length) {
    const chains = query.chains
    base = base.where((eb) =>
      eb.or(
        chains.flatMap((chain) => [
          sql<boolean>`chains @> ${JSON.stringify([chain])}::jsonb`,
          sql<boolean>`namespaces @> ${JSON.stringify([chain.split(':')[0]])}::jsonb`,
        ]),
      ),
    )
  }
  const [rows, total] = await Promise.all([
    base
      .selectAll()
      .orderBy('rank')
      .orderBy('name')
      .limit(query.entries)
      .offset((query.page - 1) * query.entries)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
  ])
  const data: RegistryWallet[] = rows.map((r) => ({
    id: r.id,
    name: r.name,
    homepage: r.homepage,
    image_id: r.id,
    order: r.rank,
    rdns: r.rdns,
    chains: r.chains,
    namespaces: r.namespaces,
    mobile_link: r.links.mobile_link ?? null,
    desktop_link: r.links.desktop_link ?? null,
    webapp_link: r.links.webapp_link ?? null,
    app_store: r.links.app_store ?? null,
    play_store: r.links.play_store ?? null,
    chrome_store: r.links.chrome_store ?? null,
    badge_type: r.badge_type === 'certified' ? 'certified' : 'none',
  }))
  return { data, count: Number(total.count) }
}

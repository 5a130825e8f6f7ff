import { readFileSync } from 'node:fs'
import type { Kysely } from 'kysely'
import type { Database } from '../db/Database.ts'

type SeedWallet = {
  id: string
  name: string
  homepage: string | null
  rdns: string | null
  namespaces: string[]
  chains: string[]
  order: number
  mobile: { native: string | null; universal: string | null }
  desktop: { native: string | null; universal: string | null }
  app: Record<string, string | null>
}

const SEED = new URL('../../seed/wallets.json', import.meta.url)

/** The registry seed (`seed/wallets.json`, 539 wallets from thirdweb's metadata; see the README). */
export function readSeedWallets(): SeedWallet[] {
  return (JSON.parse(readFileSync(SEED, 'utf8')) as { wallets: SeedWallet[] }).wallets
}

/**
 * Adds the seed's wallets that are not in the registry yet (an operator's edits to existing rows stay).
 * Answers how many were added.
 */
export async function seedWallets(db: Kysely<Database>, wallets: SeedWallet[] = readSeedWallets()): Promise<number> {
  let added = 0
  for (let i = 0; i < wallets.length; i += 100) {
    const rows = wallets.slice(i, i + 100).map((w) => ({
      id: w.id,
      name: w.name,
      name_lower: w.name.toLowerCase(),
      homepage: w.homepage,
      rdns: w.rdns,
      rank: w.order,
      namespaces: JSON.stringify(w.namespaces),
      chains: JSON.stringify(w.chains),
      badge_type: 'none',
      links: JSON.stringify({
        mobile_link: w.mobile.native ?? w.mobile.universal,
        desktop_link: w.desktop.native ?? w.desktop.universal,
        webapp_link: null,
        app_store: w.app.ios ?? null,
        play_store: w.app.android ?? null,
        chrome_store: w.app.chrome ?? null,
      }),
    }))
    const result = await db
      .insertInto('wallets')
      .values(rows)
      .onConflict((oc) => oc.column('id').doNothing())
      .executeTakeFirst()
    added += Number(result.numInsertedOrUpdatedRows ?? 0)
  }
  return added
}

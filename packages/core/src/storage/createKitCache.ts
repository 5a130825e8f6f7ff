import { ConstantsUtil } from '../constants.ts'
import type { CacheEntry, KitCacheName, KitStorage } from './createKitStorage.ts'

/** Which `kit.cache` entries outlive the page (SPEC §3), by key prefix: where they are kept and for how long. */
const PERSISTED: readonly { prefix: string; name: KitCacheName; lifetimeMs: number }[] = [
  { prefix: 'balance:', name: 'balance_cache', lifetimeMs: ConstantsUtil.BALANCE_CACHE_MS },
  { prefix: 'tokens:', name: 'portfolio_cache', lifetimeMs: ConstantsUtil.BALANCE_CACHE_MS },
  { prefix: 'names:', name: 'names_cache', lifetimeMs: ConstantsUtil.NAMES_CACHE_MS },
  { prefix: 'identity:', name: 'identity_cache', lifetimeMs: ConstantsUtil.IDENTITY_CACHE_MS },
]

const kindOf = (key: string) => PERSISTED.find((p) => key.startsWith(p.prefix))

/**
 * The kit's time-stamped cache (`kit.cache`). Native balances and token lists (SPEC §9: 30 s), names and
 * identities (5 minutes) are kept in local storage too, with their timestamp, under the kit's prefix
 * (`balance_cache`, `portfolio_cache`, `names_cache`, `identity_cache`): a reload within their lifetime shows
 * them without asking again. Entries past their lifetime are dropped when the kit starts. Other entries (alerts
 * shown, the allowed origins) live in memory only.
 */
export function createKitCache(storage: KitStorage, now: () => number = Date.now): Map<string, CacheEntry> {
  const cache = new Map<string, CacheEntry>()
  for (const { name, lifetimeMs } of PERSISTED) {
    const kept = Object.entries(storage.getCache(name)).filter(([, entry]) => now() - entry.at < lifetimeMs)
    for (const [key, entry] of kept) cache.set(key, entry)
    storage.setCache(name, Object.fromEntries(kept))
  }
  const persist = (key: string) => {
    const kind = kindOf(key)
    if (!kind) return
    const entries = Object.fromEntries([...cache].filter(([k]) => k.startsWith(kind.prefix)))
    storage.setCache(kind.name, entries)
  }
  const set = cache.set.bind(cache)
  const remove = cache.delete.bind(cache)
  const clear = cache.clear.bind(cache)
  cache.set = (key, entry) => {
    set(key, entry)
    persist(key)
    return cache
  }
  cache.delete = (key) => {
    const had = remove(key)
    persist(key)
    return had
  }
  cache.clear = () => {
    clear()
    for (const { name } of PERSISTED) storage.setCache(name, {})
  }
  return cache
}

import type { KitEvent } from '../events/KitEvent.ts'
import type { Kit } from '../Kit.ts'
import { alertApiError } from './alertApiError.ts'
import { checkAllowedOrigins } from './checkAllowedOrigins.ts'
import { fetchRecommendedWallets } from './fetchRecommendedWallets.ts'
import { fetchRemoteFeatures } from './fetchRemoteFeatures.ts'

/**
 * After start, in the background (SPEC §4): remote features, the origin check and the wallets Connect
 * recommends. Nothing waits on it — the dialog shows what it has and fills in; failures leave the local
 * or default values (and raise the alerts of SPEC §8). Then, only when `features.analytics` is on (off by
 * default), the analytics module is loaded and asks the server whether the project's analytics are on;
 * the page's events until then are kept for it.
 */
export async function initRemote(kit: Kit): Promise<void> {
  const early: KitEvent[] = []
  const stopEarly = kit.stores.options.get().features.analytics
    ? kit.events.subscribe((event) => early.push(event))
    : undefined
  const features = fetchRemoteFeatures(kit).catch((error) => alertApiError(kit, error))
  const analytics = features.then(async () => {
    try {
      if (!kit.stores.options.get().features.analytics) return
      const { startAnalytics } = await import('../analytics/startAnalytics.ts')
      kit.analytics = await startAnalytics(kit, early)
    } finally {
      stopEarly?.()
    }
  })
  const origins = checkAllowedOrigins(kit)
  const wallets = fetchRecommendedWallets(kit).catch((error) => {
    kit.stores.wallets.set({ error: (error as Error).message })
  })
  await Promise.all([features, origins, wallets, analytics.catch(() => undefined)])
}

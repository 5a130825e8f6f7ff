import type { Kit } from '../Kit.ts'
import { checkAllowedOrigins } from './checkAllowedOrigins.ts'
import { fetchRecommendedWallets } from './fetchRecommendedWallets.ts'
import { fetchRemoteFeatures } from './fetchRemoteFeatures.ts'
import { showApiAlert } from './showApiAlert.ts'

/**
 * After start, in the background (SPEC §4): remote features, the origin check and the wallets Connect
 * recommends. Nothing waits on it — the dialog shows what it has and fills in; failures leave the local
 * or default values (and raise the alerts of SPEC §8).
 */
export async function initRemote(kit: Kit): Promise<void> {
  const features = fetchRemoteFeatures(kit).catch((error) => {
    showApiAlert(kit, error)
  })
  const origins = checkAllowedOrigins(kit)
  const wallets = fetchRecommendedWallets(kit).catch((error) => {
    kit.stores.wallets.set({ error: (error as Error).message })
  })
  await Promise.all([features, origins, wallets])
}

import { memoryKeyValueStorage, pageProvider, type startWebWallet, until } from '@gangway/wallet/web'
import type { ChainAdapter } from '../adapter/ChainAdapter.ts'
import { createKit } from '../createKit.ts'
import type { Kit } from '../Kit.ts'
import type { CaipNetwork } from '../networks/CaipNetwork.ts'
import { memoryStorage } from './memoryStorage.ts'

/**
 * A site's page, loaded again and again in one browser: each `load()` is a page load — a fresh kit (its adapters
 * made anew) on a fresh universal provider, over the same kit storage and WalletConnect storage (as a reload).
 */
export function walletConnectSite(params: {
  apiUrl: string
  relayUrl: string
  networks: CaipNetwork[]
  adapters: () => ChainAdapter[]
}): { load(): Promise<Kit> } {
  const storage = memoryStorage()
  const browser = memoryKeyValueStorage()
  return {
    async load() {
      const kit = createKit({
        projectId: 'local',
        networks: params.networks,
        adapters: params.adapters(),
        storage,
        apiUrl: params.apiUrl,
        enableCoinbase: false,
        universalProvider: await pageProvider(params.relayUrl, browser),
      })
      await kit.ready
      return kit
    },
  }
}

/** The web wallet pairs with the pairing URI the kit shows (its QR code). */
export async function pairWithKit(kit: Kit, web: Awaited<ReturnType<typeof startWebWallet>>): Promise<void> {
  await web.wallet.pair(await until(() => kit.stores.connections.get().pairing?.uri))
}

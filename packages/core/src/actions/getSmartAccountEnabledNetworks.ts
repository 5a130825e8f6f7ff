import type { Kit } from '../Kit.ts'
import { embeddedWallet } from './emailLogin.ts'

/**
 * Asks the frame which EVM chains give the embedded wallet a smart account (GET_SMART_ACCOUNT_ENABLED_NETWORKS,
 * AppKit's `getSmartAccountEnabledNetworks`) and keeps them as a comma list in storage and in the chains
 * store. On an error the list is reset to empty (SPEC §4) and the error thrown.
 */
export async function getSmartAccountEnabledNetworks(kit: Kit): Promise<number[]> {
  const keep = (networks: number[]) => {
    kit.storage.setSmartAccountEnabledNetworks(networks)
    kit.stores.chains.set({ smartAccountEnabledNetworks: networks })
  }
  try {
    const frame = await embeddedWallet(kit).frame()
    const { smartAccountEnabledNetworks } = await frame.request('GET_SMART_ACCOUNT_ENABLED_NETWORKS', undefined)
    keep(smartAccountEnabledNetworks)
    return smartAccountEnabledNetworks
  } catch (error) {
    keep([])
    throw error
  }
}

import type { ChainNamespace } from '@gangway/protocol'
import type { Kit } from '../Kit.ts'
import { applyConnection } from './applyConnection.ts'
import { autoConnect } from './autoConnect.ts'
import { noteInitFailure } from './noteInitFailure.ts'
import { openModal } from './openModal.ts'
import { resetConnection } from './resetConnection.ts'

/**
 * Restores the stored session after a reload (SPEC §4): per namespace connecting → connected, or
 * disconnected on failure; with reconnect disabled, straight to disconnected. A wallet that is now on a
 * network the site did not configure opens UnsupportedChain (unless `allowUnsupportedChain`), as a connect or
 * a wallet-side switch does. With several namespaces (EVM and Solana) the one of the stored active network
 * comes back active, on that network; the others are restored beside it. Inside a Safe{Wallet} iframe the
 * Safe (`autoConnect`) is connected first and stays the active one.
 */
export async function reconnect(kit: Kit): Promise<void> {
  // a Safe App's Safe (the host's account) first: a stored session of that namespace is not restored
  const hosted = await autoConnect(kit)
  const stored = Object.fromEntries(
    Object.entries(kit.storage.getConnections()).filter(([ns]) => !hosted.includes(ns as ChainNamespace)),
  )
  const { chains } = kit.stores
  // the namespace of the stored active network comes back active; the others are restored beside it
  const { activeNamespace: startNamespace, activeNetwork: startNetwork } = chains.get()
  const activates = (namespace: ChainNamespace) =>
    namespace === startNamespace || (!(startNamespace in stored) && hosted.length === 0)
  await Promise.all(
    (Object.entries(stored) as [ChainNamespace, string][]).map(async ([namespace, connectorId]) => {
      const adapter = kit.adapters.get(namespace)
      if (!adapter || !kit.options.enableReconnect) {
        chains.set((s) => ({
          accounts: { ...s.accounts, [namespace]: { isConnected: false, status: 'disconnected', allAccounts: [] } },
        }))
        kit.storage.setConnection(namespace, undefined)
        return
      }
      chains.set((s) => ({
        accounts: { ...s.accounts, [namespace]: { isConnected: false, status: 'connecting', allAccounts: [] } },
      }))
      try {
        const result = await adapter.reconnect({
          connectorId,
          ...(namespace === startNamespace ? { chainId: startNetwork.id } : {}),
        })
        if (result) {
          applyConnection(kit, namespace, result, { activate: activates(namespace) })
          const { unsupportedNetwork, activeNamespace } = chains.get()
          if (unsupportedNetwork && activeNamespace === namespace && !kit.options.allowUnsupportedChain) {
            openModal(kit, { view: 'UnsupportedChain' })
          }
          return
        }
      } catch (error) {
        noteInitFailure(kit, error) // WalletConnect could not start (SPEC §8's internal SDK error)
        // fall through: the wallet no longer allows it
      }
      resetConnection(kit, namespace)
    }),
  )
}

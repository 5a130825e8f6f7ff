import type { ChainNamespace } from '@gangway/protocol'
import { ConstantsUtil } from '../constants.ts'
import { KitError } from '../errors/KitError.ts'
import { AUTH_CONNECTOR_ID } from '../frame/createEmbeddedWallet.ts'
import type { Kit } from '../Kit.ts'
import { WALLET_CONNECT_CONNECTOR_ID } from '../walletconnect/walletConnectConnectorId.ts'
import { closeModal } from './closeModal.ts'
import { emitEvent } from './emitEvent.ts'
import { resetConnection } from './resetConnection.ts'
import { withinLimit } from './withinLimit.ts'

/** The pairing (WalletConnect) and embedded (e-mail) connectors hold every namespace's connection at once. */
function holdsAllChains(kit: Kit, namespace: ChainNamespace, connectorId: string | undefined): boolean {
  if (!connectorId) return false
  const id = connectorId.toLowerCase()
  if (id === AUTH_CONNECTOR_ID.toLowerCase() || id === WALLET_CONNECT_CONNECTOR_ID.toLowerCase()) return true
  const connector = kit.stores.connectors
    .get()
    .connectors.find((c) => c.chain === namespace && c.id.toLowerCase() === id)
  return connector?.type === 'AUTH' || connector?.type === 'WALLET_CONNECT'
}

/** Multi-wallet: makes the namespace's next live wallet (not `leaving`) its current one; whether there was one. */
async function movedToNext(kit: Kit, ns: ChainNamespace, leaving: string): Promise<boolean> {
  if (!kit.stores.options.get().features.multiWallet) return false
  const { activateNextConnection } = await import('./activateNextConnection.ts')
  return activateNextConnection(kit, ns, leaving)
}

/**
 * Disconnects (SPEC §4): the namespace given, or every connected one; the pairing and embedded connectors
 * disconnect all chains. Waits at most 3 s for each wallet, then resets state anyway. Closes the dialog
 * unless `closeModal: false`. With sign-in on (`siwx`) and `signOutOnDisconnect` not false, the sessions of
 * the accounts being disconnected are revoked first (`revokeSession`, at most 3 s too). With
 * `features.multiWallet`, a namespace with another live wallet goes on with it — made current before the
 * leaving wallet is disconnected, so the namespace never reads as disconnected and the dialog stays open on
 * Account (core README, "Multi-wallet").
 */
export async function disconnect(
  kit: Kit,
  params: { namespace?: ChainNamespace; closeModal?: boolean } = {},
): Promise<void> {
  const { accounts } = kit.stores.chains.get()
  const { activeConnectorId } = kit.stores.connections.get()
  const connected = (Object.keys(accounts) as ChainNamespace[]).filter((ns) => accounts[ns]?.isConnected)
  let namespaces = params.namespace ? connected.filter((ns) => ns === params.namespace) : connected
  if (namespaces.some((ns) => holdsAllChains(kit, ns, activeConnectorId[ns]))) {
    namespaces = connected
  }
  // sign-out of sign-in with X: its code loads only on a page that uses it
  await (kit.options.siwx
    ? import('../siwx/revokeOnDisconnect.ts').then((m) => m.revokeOnDisconnect(kit, namespaces))
    : undefined)
  const failures: string[] = []
  let movedOn = false
  await Promise.all(
    namespaces.map(async (ns) => {
      const adapter = kit.adapters.get(ns)
      const connectorId = activeConnectorId[ns]
      try {
        // multi-wallet: another live wallet of the namespace becomes the current one first — the namespace never
        // shows as disconnected, so Account stays on it — then this one leaves (AppKit: wagmi's next connection)
        if (connectorId && (await movedToNext(kit, ns, connectorId))) {
          movedOn = true
          const { leaveConnection } = await import('./leaveConnection.ts')
          await leaveConnection(kit, ns, connectorId)
          return
        }
        if (adapter && connectorId) {
          await withinLimit(adapter.disconnect({ connectorId }), ConstantsUtil.DISCONNECT_WAIT_LIMIT_MS)
        }
        resetConnection(kit, ns)
      } catch (error) {
        failures.push(`${ns}: ${(error as Error).message}`)
        if (kit.stores.connections.get().activeConnectorId[ns]?.toLowerCase() === connectorId?.toLowerCase()) {
          resetConnection(kit, ns)
        }
      }
    }),
  )
  if (params.closeModal !== false && !movedOn) closeModal(kit)
  if (failures.length > 0) {
    emitEvent(kit, 'DISCONNECT_ERROR', { message: failures.join('; ') })
    throw new KitError('DISCONNECT_FAILED', `Failed to disconnect chains: ${failures.join('; ')}`)
  }
}

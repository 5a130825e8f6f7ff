import type { ChainNamespace } from '@gangway/protocol'
import { ErrorCode } from '@gangway/protocol'
import { KitError, KitErrorCode, rpcCodeOf } from '../errors/KitError.ts'
import type { Kit } from '../Kit.ts'
import { applyConnection } from './applyConnection.ts'
import { emitEvent } from './emitEvent.ts'
import { getAdapter } from './getAdapter.ts'
import { routerReset } from './routerReset.ts'

/**
 * Connects a wallet through its connector (SPEC §4): status connecting → connected, or back to
 * disconnected with 'Connection rejected' (wallet code 4001) or 'Failed to connect'. On success the router
 * resets to Account (or UnsupportedChain when the wallet is on a network the site did not configure).
 */
export async function connect(kit: Kit, params: { connectorId: string; namespace?: ChainNamespace }): Promise<void> {
  const connector = kit.stores.connectors
    .get()
    .connectors.find((c) => c.id.toLowerCase() === params.connectorId.toLowerCase())
  const namespace = params.namespace ?? connector?.chain ?? kit.stores.chains.get().activeNamespace
  const adapter = getAdapter(kit, namespace)
  if (!connector && !adapter.getConnectors().some((c) => c.id.toLowerCase() === params.connectorId.toLowerCase())) {
    throw new KitError(KitErrorCode.CONNECTOR_NOT_FOUND, `Connector ${params.connectorId} not found`)
  }
  const { chains } = kit.stores
  const before = chains.get().accounts[namespace]
  const setStatus = (status: 'connecting' | 'disconnected') =>
    chains.set((s) => ({
      accounts: {
        ...s.accounts,
        [namespace]: { ...(s.accounts[namespace] ?? { allAccounts: [] }), isConnected: false, status },
      },
    }))
  setStatus('connecting')
  emitEvent(kit, 'SELECT_WALLET', { name: connector?.name ?? params.connectorId, platform: 'browser' })
  const active = chains.get().activeNetwork
  try {
    const result = await adapter.connect({
      connectorId: params.connectorId,
      ...(active.chainNamespace === namespace ? { chainId: active.id } : {}),
    })
    applyConnection(kit, namespace, result)
  } catch (error) {
    if (before?.isConnected) chains.set((s) => ({ accounts: { ...s.accounts, [namespace]: before } }))
    else setStatus('disconnected')
    const rpcCode = rpcCodeOf(error)
    const rejected = rpcCode === ErrorCode.USER_REJECTED
    emitEvent(kit, rejected ? 'CONNECT_CANCELED' : 'CONNECT_ERROR', { message: (error as Error).message })
    throw new KitError(
      rejected ? KitErrorCode.CONNECTION_REJECTED : KitErrorCode.CONNECT_FAILED,
      rejected ? 'Connection rejected' : 'Failed to connect',
      { cause: error, ...(rpcCode === undefined ? {} : { rpcCode }) },
    )
  }
  emitEvent(kit, 'CONNECT_SUCCESS', { method: 'browser', name: connector?.name ?? params.connectorId })
  const unsupported = kit.stores.chains.get().unsupportedNetwork && !kit.options.allowUnsupportedChain
  if (kit.stores.modal.get().open || unsupported) {
    kit.stores.modal.set({ open: true })
    routerReset(kit, unsupported ? 'UnsupportedChain' : 'Account')
  }
}

import type { ChainNamespace } from '@gangway/protocol'
import { ErrorCode } from '@gangway/protocol'
import { KitError, KitErrorMessage, rpcCodeOf } from '../errors/KitError.ts'
import type { Kit } from '../Kit.ts'
import { WALLET_CONNECT_CONNECTOR_ID } from '../walletconnect/walletConnectConnectorId.ts'
import { applyConnection } from './applyConnection.ts'
import { emitEvent } from './emitEvent.ts'
import { getAdapter } from './getAdapter.ts'
import { noteInitFailure } from './noteInitFailure.ts'
import { routerPush } from './routerPush.ts'
import { routerReset } from './routerReset.ts'
import { isModalClosed, whileModalOpen } from './whileModalOpen.ts'

/**
 * Connects a wallet through its connector (SPEC §4): status connecting → connected, or back to
 * disconnected with 'Connection rejected' (wallet code 4001), 'The connector does not support any of the
 * requested chains' or 'Failed to connect'. On success the router resets to Account (or UnsupportedChain when
 * the wallet is on a network the site did not configure). Started from the open dialog, closing it first
 * answers 'Modal closed' — and a wallet that approves after all still connects (as in AppKit).
 */
export async function connect(kit: Kit, params: { connectorId: string; namespace?: ChainNamespace }): Promise<void> {
  const sameId = (c: { id: string }) => c.id.toLowerCase() === params.connectorId.toLowerCase()
  const all = kit.stores.connectors.get().connectors
  // connector ids may repeat across namespaces (WalletConnect in each adapter): the namespace's own first —
  // the one asked for, else the active one's
  const wanted = params.namespace ?? kit.stores.chains.get().activeNamespace
  const connector = all.find((c) => sameId(c) && c.chain === wanted) ?? all.find(sameId)
  const namespace = params.namespace ?? connector?.chain ?? kit.stores.chains.get().activeNamespace
  const adapter = getAdapter(kit, namespace)
  if (!connector && !adapter.getConnectors().some((c) => c.id.toLowerCase() === params.connectorId.toLowerCase())) {
    throw new KitError(
      'CONNECTOR_NOT_FOUND',
      params.connectorId.toLowerCase() === WALLET_CONNECT_CONNECTOR_ID.toLowerCase()
        ? KitErrorMessage.WALLET_CONNECT_NOT_FOUND
        : `Connector ${params.connectorId} not found`,
    )
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
  const connecting = adapter.connect({
    connectorId: params.connectorId,
    ...(active.chainNamespace === namespace ? { chainId: active.id } : {}),
  })
  const succeeded = () =>
    emitEvent(kit, 'CONNECT_SUCCESS', { method: 'browser', name: connector?.name ?? params.connectorId })
  try {
    applyConnection(kit, namespace, await whileModalOpen(kit, connecting))
  } catch (error) {
    if (before?.isConnected) chains.set((s) => ({ accounts: { ...s.accounts, [namespace]: before } }))
    else setStatus('disconnected')
    if (isModalClosed(error)) {
      emitEvent(kit, 'CONNECT_CANCELED', { message: (error as Error).message })
      // the wallet's prompt stays open: an approval after the dialog closed still connects
      void connecting
        .then((late) => {
          applyConnection(kit, namespace, late)
          succeeded()
        })
        .catch(() => undefined)
      throw error
    }
    noteInitFailure(kit, error)
    const rpcCode = rpcCodeOf(error)
    const rejected = rpcCode === ErrorCode.USER_REJECTED
    emitEvent(kit, rejected ? 'CONNECT_CANCELED' : 'CONNECT_ERROR', { message: (error as Error).message })
    const noChain = (error as Error).message === KitErrorMessage.CHAINS_NOT_SUPPORTED
    throw new KitError(
      rejected ? 'CONNECTION_REJECTED' : noChain ? 'CHAINS_NOT_SUPPORTED' : 'CONNECT_FAILED',
      rejected ? 'Connection rejected' : noChain ? KitErrorMessage.CHAINS_NOT_SUPPORTED : 'Failed to connect',
      { cause: error, ...(rpcCode === undefined ? {} : { rpcCode }) },
    )
  }
  succeeded()
  const unsupported = kit.stores.chains.get().unsupportedNetwork && !kit.options.allowUnsupportedChain
  if (kit.stores.modal.get().open || unsupported) {
    kit.stores.modal.set({ open: true })
    // a payment the site asked for (AppKit Pay) goes on after connecting; a wallet added or switched to from
    // the wallets list (multi-wallet) goes back to the list, Account behind it; else Account
    const { history } = kit.stores.router.get()
    const paying = history.some((entry) => entry.view === 'Pay')
    const fromWallets = history.some((entry) => entry.view === 'ProfileWallets')
    routerReset(kit, unsupported ? 'UnsupportedChain' : paying ? 'Pay' : 'Account')
    if (!unsupported && !paying && fromWallets) routerPush(kit, 'ProfileWallets')
  }
}

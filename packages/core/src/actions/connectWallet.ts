import type { ChainNamespace } from '@gangway/protocol'
import { KitError } from '../errors/KitError.ts'
import type { Kit } from '../Kit.ts'
import { WALLET_CONNECT_CONNECTOR_ID } from '../walletconnect/walletConnectConnectorId.ts'
import type { WalletItem } from '../wallets/WalletItem.ts'
import { connect } from './connect.ts'

export { WALLET_CONNECT_CONNECTOR_ID }

/**
 * Connects through WalletConnect; `wcFetchingUri` until the pairing URI is there, `wcError` if it fails.
 * Without `namespace`: the active namespace's WalletConnect connector (each adapter has its own), else any.
 */
export function connectWalletConnect(kit: Kit, namespace?: ChainNamespace): Promise<void> {
  const pairing = kit.stores.connectors.get().connectors.filter((c) => c.type === 'WALLET_CONNECT')
  const active = kit.stores.chains.get().activeNamespace
  const connector = namespace
    ? pairing.find((c) => c.chain === namespace)
    : (pairing.find((c) => c.chain === active) ?? pairing[0])
  if (!connector || !kit.options.enableWalletConnect) {
    return Promise.reject(new KitError('CONNECTOR_NOT_FOUND', 'WalletConnectConnector not found'))
  }
  kit.stores.headless.set({ wcFetchingUri: true, wcError: false })
  kit.stores.connections.set({ pairing: undefined })
  const stop = kit.stores.connections.subscribeKey('pairing', (pairing) => {
    if (pairing) kit.stores.headless.set({ wcFetchingUri: false })
  })
  return connect(kit, { connectorId: connector.id, namespace: connector.chain }).then(
    () => {
      stop()
      kit.stores.headless.set({ wcFetchingUri: false })
    },
    (error: unknown) => {
      stop()
      kit.stores.headless.set({ wcFetchingUri: false, wcError: true })
      throw error
    },
  )
}

/**
 * AppKit's headless `connect(wallet, namespace?)`: an installed wallet through its connector; any other
 * wallet through WalletConnect (its pairing URI appears as `wcUri` for a QR code or deep link). Resolves
 * once connected; `connectingWallet` is set meanwhile.
 */
export async function connectWallet(kit: Kit, wallet: WalletItem, namespace?: ChainNamespace): Promise<void> {
  const ns = namespace ?? kit.stores.chains.get().activeNamespace
  kit.stores.headless.set({ connectingWallet: wallet })
  try {
    const own = wallet.isInjected ? wallet.connectors.find((c) => c.chain === ns) : undefined
    if (own) await connect(kit, { connectorId: own.id, namespace: ns })
    else await connectWalletConnect(kit, ns)
  } finally {
    kit.stores.headless.set({ connectingWallet: undefined })
  }
}

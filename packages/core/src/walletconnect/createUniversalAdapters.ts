import type { ChainNamespace } from '@gangway/protocol'
import type { ChainAdapter } from '../adapter/ChainAdapter.ts'
import type { UniversalAdapter } from './UniversalAdapter.ts'
import { WalletConnectConnector } from './WalletConnectConnector.ts'

/**
 * A universal adapter for each namespace of the site's networks that has no adapter of the site's own: they
 * join the kit's one WalletConnect session in `setup`, so the pairing that connects the site's adapters
 * proposes their namespaces too (DESIGN). WalletConnect's client loads on the first connect or on the
 * reconnect of a session made before.
 *
 * Each is in `kit.adapters` at once, as a stand-in: `UniversalAdapter` (with the adapter blueprint and its
 * connector registry) is a chunk of its own, loaded here only when some namespace needs one — at once, and
 * `setup` (which `kit.ready` waits for) waits for it — so a page whose adapters cover every namespace (an
 * EVM-only wagmi site) does not carry it (issue 38). Until it is there the stand-in has no connectors and
 * no provider; every other call waits for it. Its WalletConnect connector is made here, with the page's
 * `WalletConnectConnector` (up front for the kit's own session anyway), and handed to it.
 */
export function createUniversalAdapters(namespaces: readonly ChainNamespace[]): ChainAdapter[] {
  if (namespaces.length === 0) return []
  const loading = import('./UniversalAdapter.ts')
  return namespaces.map((namespace) => universalAdapter(namespace, loading))
}

function universalAdapter(
  namespace: ChainNamespace,
  loading: Promise<typeof import('./UniversalAdapter.ts')>,
): ChainAdapter {
  let adapter: UniversalAdapter | undefined
  const loaded = loading.then((m) => {
    adapter ??= new m.UniversalAdapter(namespace, new WalletConnectConnector(namespace))
    return adapter
  })
  return {
    namespace,
    setup: async (params) => (await loaded).setup(params),
    getConnectors: () => adapter?.getConnectors() ?? [],
    connect: async (params) => (await loaded).connect(params),
    reconnect: async (params) => (await loaded).reconnect(params),
    disconnect: async (params) => (await loaded).disconnect(params),
    switchNetwork: async (params) => (await loaded).switchNetwork(params),
    getBalance: async (params) => (await loaded).getBalance(params),
    signMessage: async (params) => (await loaded).signMessage(params),
    sendTransaction: async (params) => (await loaded).sendTransaction(params),
    waitForTransaction: async (params) => (await loaded).waitForTransaction(params),
    // the session's universal provider, whichever connector is asked for (UniversalAdapter.getProvider)
    getProvider: () => adapter?.getProvider(),
    destroy: () => adapter?.destroy(),
  }
}

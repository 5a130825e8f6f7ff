import { maySafeAppHost, SAFE_CONNECTOR_ID, type SafeAppOptions, safeAppDetector } from '@gangway/core'
import type { SafeAppProvider } from '@safe-global/safe-apps-provider'
import { type Address, getAddress } from 'viem'
import { type CreateConnectorFn, createConnector } from 'wagmi'

// the Safe App's detection, options and origins are core's (the EIP-1193 adapters' Safe connector shares them)
export {
  maySafeAppHost,
  parentOrigin,
  SAFE_CONNECTOR_ID,
  SAFE_WALLET_ORIGINS,
  type SafeAppOptions,
} from '@gangway/core'

/**
 * The Safe App connector: when the page runs in a Safe{Wallet} iframe, the Safe is the account (no prompt — the
 * host decided). `@safe-global/safe-apps-sdk` speaks the Safe Apps postMessage protocol with the host and
 * `@safe-global/safe-apps-provider` is its EIP-1193 provider: `eth_sendTransaction` becomes a proposal in the
 * Safe (the answer is its `safeTxHash`, as the SDK gives it), reads go through the host's `rpcCall`. Both are
 * loaded on first use; the host is asked once per page (`getSafeInfo`, `timeoutMs`).
 *
 * Why not wagmi's `safe` connector: it imports the SDK from `@wagmi/connectors`, where the Safe packages are
 * optional peers a site must install itself (under pnpm's strict layout they are not found), it creates a new
 * SDK (a new message listener) on every failed detection, and it accepts answers from any parent origin.
 */
export function safeAppConnector(options: SafeAppOptions = {}): CreateConnectorFn {
  const detect = safeAppDetector(
    () => Promise.all([import('@safe-global/safe-apps-sdk'), import('@safe-global/safe-apps-provider')]),
    options,
  ) as () => Promise<SafeAppProvider | undefined>
  const safeOf = async () => {
    const provider = await detect()
    if (!provider) throw new Error('Not running as a Safe App')
    return provider
  }
  return createConnector<SafeAppProvider | undefined>((config) => ({
    id: SAFE_CONNECTOR_ID,
    name: 'Safe',
    type: 'safe',
    async getProvider() {
      return detect()
    },
    async connect() {
      const provider = await safeOf()
      const accounts = await this.getAccounts()
      return { accounts, chainId: provider.chainId } as never
    },
    /** The Safe stays the account while the page is in Safe{Wallet}: nothing to end (a reload connects again). */
    async disconnect() {},
    async getAccounts() {
      const provider = await safeOf()
      const accounts = (await provider.request({ method: 'eth_accounts' })) as Address[]
      return accounts.map((a) => getAddress(a))
    },
    async getChainId() {
      return (await safeOf()).chainId
    },
    async isAuthorized() {
      return (await detect()) !== undefined
    },
    // a Safe lives on one chain and its owners change outside the app: nothing to follow
    onAccountsChanged() {},
    onChainChanged() {},
    onDisconnect() {
      config.emitter.emit('disconnect')
    },
  }))
}

/** The connectors `WagmiAdapter` adds for `safe`: the Safe App connector only where the page may be one. */
export function safeAppConnectors(options: SafeAppOptions | false | undefined): CreateConnectorFn[] {
  if (options === false || typeof window === 'undefined') return []
  return maySafeAppHost(window, options?.allowedDomains) ? [safeAppConnector(options)] : []
}

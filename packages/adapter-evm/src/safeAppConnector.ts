import type { SafeAppProvider } from '@safe-global/safe-apps-provider'
import { type Address, getAddress, withTimeout } from 'viem'
import { type CreateConnectorFn, createConnector } from 'wagmi'

/** The wagmi id (and Gangway connector id) of the Safe App connector, as wagmi's own `safe` connector. */
export const SAFE_CONNECTOR_ID = 'safe'

/** Safe{Wallet}'s own origin: the default host a site accepts to run as a Safe App in. */
export const SAFE_WALLET_ORIGINS: readonly RegExp[] = [/^https:\/\/app\.safe\.global$/]

/** `WagmiAdapter({ safe })`: running as a Safe App (inside a Safe{Wallet} iframe). */
export type SafeAppOptions = {
  /**
   * Origins of the Safe{Wallet} pages allowed to host the site (default `SAFE_WALLET_ORIGINS`): a parent page of
   * another origin is not asked, and its messages are ignored (the SDK's `allowedDomains`). Add your own
   * Safe{Wallet} deployment's origin here.
   */
  allowedDomains?: readonly RegExp[]
  /**
   * How long the host may take to answer `getSafeInfo` before the page is taken for no Safe App (ms, default
   * 3000). Only waited in a frame of an allowed origin (or of an unknown one); the answer usually comes in a few
   * milliseconds, but host and app share a busy main thread while the app loads.
   */
  timeoutMs?: number
}

type SafeWindow = Pick<Window, 'parent' | 'location' | 'document'>

/** The parent page's origin as the iframe can know it: `location.ancestorOrigins` (Chromium, Safari), else the referrer. */
export function parentOrigin(win: SafeWindow): string | undefined {
  const ancestor = win.location.ancestorOrigins?.[0]
  if (ancestor) return ancestor
  try {
    return win.document.referrer ? new URL(win.document.referrer).origin : undefined
  } catch {
    return undefined
  }
}

/**
 * True when the page may be a Safe App: it runs in an iframe whose parent is an allowed Safe{Wallet} origin (or
 * whose parent's origin cannot be known — the SDK then still ignores messages from other origins). A top-level
 * page, or one framed by any other site, is not: no Safe code is loaded and nothing waits.
 */
export function maySafeAppHost(win: SafeWindow | undefined, allowed: readonly RegExp[] = SAFE_WALLET_ORIGINS): boolean {
  if (!win || win.parent === win) return false
  const origin = parentOrigin(win)
  return origin === undefined || allowed.some((pattern) => pattern.test(origin))
}

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
  const allowed = options.allowedDomains ?? SAFE_WALLET_ORIGINS
  let detecting: Promise<SafeAppProvider | undefined> | undefined
  const detect = (): Promise<SafeAppProvider | undefined> => {
    detecting ??= (async () => {
      if (!maySafeAppHost(typeof window === 'undefined' ? undefined : window, allowed)) return undefined
      const [sdkModule, providerModule] = await Promise.all([
        import('@safe-global/safe-apps-sdk'),
        import('@safe-global/safe-apps-provider'),
      ])
      const SafeAppsSDK = sdkModule.default
      // a CommonJS package: its export sits on `default` under some bundlers
      const Provider =
        providerModule.SafeAppProvider ??
        (providerModule as unknown as { default: typeof providerModule }).default.SafeAppProvider
      const sdk = new SafeAppsSDK({ allowedDomains: [...allowed] })
      // the SDK's request never settles outside a Safe App: give up after the timeout
      const info = await withTimeout(() => sdk.safe.getInfo(), { timeout: options.timeoutMs ?? 3000 }).catch(
        () => undefined,
      )
      return info ? new Provider(info, sdk) : undefined
    })()
    return detecting
  }
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

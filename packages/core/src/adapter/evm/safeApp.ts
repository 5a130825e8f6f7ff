import { withTimeout } from 'viem'
import type { Eip1193Provider } from './Eip1193Provider.ts'

/** The id of the Safe App connector (every EVM adapter's), as wagmi's own `safe` connector. */
export const SAFE_CONNECTOR_ID = 'safe'

/** Safe{Wallet}'s own origin: the default host a site accepts to run as a Safe App in. */
export const SAFE_WALLET_ORIGINS: readonly RegExp[] = [/^https:\/\/app\.safe\.global$/]

/** The adapters' `safe` option: running as a Safe App (inside a Safe{Wallet} iframe). */
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

/** The modules of `@safe-global/safe-apps-sdk` and `@safe-global/safe-apps-provider`, as an adapter `import()`s them. */
export type SafeAppsModules = readonly [sdk: unknown, provider: unknown]

/** Safe's EIP-1193 provider (`SafeAppProvider`): the Safe's account and chain. */
export type SafeAppEip1193Provider = Eip1193Provider & { readonly chainId: number }

type SafeAppsSdk = { safe: { getInfo(): Promise<unknown> } }
type SdkModule = { default: new (options: { allowedDomains: RegExp[] }) => SafeAppsSdk }
type ProviderClass = new (info: unknown, sdk: SafeAppsSdk) => SafeAppEip1193Provider
type ProviderModule = { SafeAppProvider?: ProviderClass; default?: { SafeAppProvider: ProviderClass } }

/**
 * Asks the host once whether the page is a Safe App (every EVM adapter's Safe connector): loads Safe's SDK and
 * provider (`load`, the adapter's lazy chunk), asks `getSafeInfo` (at most `timeoutMs` — the SDK's request never
 * settles outside a Safe App) and answers the Safe's EIP-1193 provider, or undefined. `@safe-global/safe-apps-provider`
 * turns `eth_sendTransaction` into a proposal in the Safe (answered with its `safeTxHash`) and sends reads through the
 * host's `rpcCall`; the SDK takes answers only from `allowedDomains`.
 */
export function safeAppDetector(
  load: () => Promise<SafeAppsModules>,
  options: SafeAppOptions = {},
): () => Promise<SafeAppEip1193Provider | undefined> {
  const allowed = options.allowedDomains ?? SAFE_WALLET_ORIGINS
  let detecting: Promise<SafeAppEip1193Provider | undefined> | undefined
  return () => {
    detecting ??= (async () => {
      if (!maySafeAppHost(typeof window === 'undefined' ? undefined : window, allowed)) return undefined
      const [sdkModule, providerModule] = (await load()) as [SdkModule, ProviderModule]
      // a CommonJS package: its export sits on `default` under some bundlers
      const Provider = (providerModule.SafeAppProvider ?? providerModule.default?.SafeAppProvider) as ProviderClass
      const sdk = new sdkModule.default({ allowedDomains: [...allowed] })
      const info = await withTimeout(() => sdk.safe.getInfo(), { timeout: options.timeoutMs ?? 3000 }).catch(
        () => undefined,
      )
      return info ? new Provider(info, sdk) : undefined
    })()
    return detecting
  }
}

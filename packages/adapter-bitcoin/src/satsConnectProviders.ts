/** A sats-connect provider: `request(method, params)` answering JSON-RPC objects. */
export type SatsConnectProvider = {
  request(method: string, params?: unknown): Promise<unknown>
  addListener?: (...args: never[]) => unknown
}

/** A wallet sats-connect lists (`window.btc_providers` entries, sats-connect's `Provider` type). */
export type SatsConnectProviderInfo = {
  /** Dotted path of the provider object on `window` (e.g. 'XverseProviders.BitcoinProvider'). */
  id: string
  name: string
  icon: string
  webUrl?: string
  chromeWebStoreUrl?: string
  mozillaAddOnsUrl?: string
  googlePlayStoreUrl?: string
  iOSAppStoreUrl?: string
  methods?: string[]
}

export type FoundProvider = { info: SatsConnectProviderInfo; provider: SatsConnectProvider }

const isProvider = (value: unknown): value is SatsConnectProvider =>
  typeof value === 'object' && value !== null && typeof (value as SatsConnectProvider).request === 'function'

/** The object at a dotted path on `root` (sats-connect's `getProviderById`). */
export function providerAt(root: object, id: string): SatsConnectProvider | undefined {
  let current: unknown = root
  for (const key of id.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined
    current = (current as Record<string, unknown>)[key]
  }
  return isProvider(current) ? current : undefined
}

/** Xverse's icon is not known here: a neutral Bitcoin mark for the providers that come without a list entry. */
const BITCOIN_ICON =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCA2NCA2NCI+PGNpcmNsZSBjeD0iMzIiIGN5PSIzMiIgcj0iMzIiIGZpbGw9IiNmNzkzMWEiLz48dGV4dCB4PSIzMiIgeT0iNDQiIGZvbnQtc2l6ZT0iMzYiIGZvbnQtZmFtaWx5PSJzYW5zLXNlcmlmIiB0ZXh0LWFuY2hvcj0ibWlkZGxlIiBmaWxsPSIjZmZmIj7igr88L3RleHQ+PC9zdmc+'

/**
 * The sats-connect providers on a page, as sats-connect finds them: every `window.btc_providers` entry whose
 * `id` resolves to a provider object, then Xverse's `window.XverseProviders.BitcoinProvider` and the older
 * `window.BitcoinProvider` when no entry already stands for that same object. One entry per object.
 */
export function findSatsConnectProviders(root: object): FoundProvider[] {
  const found: FoundProvider[] = []
  const seen = new Set<SatsConnectProvider>()
  const listed = (root as { btc_providers?: unknown }).btc_providers
  for (const entry of Array.isArray(listed) ? listed : []) {
    const info = entry as SatsConnectProviderInfo
    if (typeof info?.id !== 'string' || typeof info.name !== 'string' || info.name === '') continue
    const provider = providerAt(root, info.id)
    if (!provider || seen.has(provider)) continue
    seen.add(provider)
    found.push({ info: { ...info, icon: typeof info.icon === 'string' ? info.icon : BITCOIN_ICON }, provider })
  }
  const fallbacks: SatsConnectProviderInfo[] = [
    { id: 'XverseProviders.BitcoinProvider', name: 'Xverse Wallet', icon: BITCOIN_ICON },
    { id: 'BitcoinProvider', name: 'Bitcoin Wallet', icon: BITCOIN_ICON },
  ]
  for (const info of fallbacks) {
    const provider = providerAt(root, info.id)
    if (!provider || seen.has(provider)) continue
    seen.add(provider)
    found.push({ info, provider })
  }
  return found
}

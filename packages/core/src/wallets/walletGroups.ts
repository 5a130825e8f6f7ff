import type { ChainNamespace, RegistryWallet } from '@gangway/protocol'
import type { AdapterConnector } from '../adapter/ChainAdapter.ts'
import type { ConnectorTypeOrder } from '../options/Features.ts'
import type { CustomWallet, ResolvedOptions } from '../options/KitOptions.ts'
import type { RecentWallet } from '../storage/createKitStorage.ts'

/**
 * A connector as Connect lists it: recent/installed marks, and its image (`connectorImages` first). One wallet
 * that speaks several namespaces (an extension with an EVM and a Solana side; WalletConnect in each adapter)
 * is one row: `connectors` holds one connector per namespace and `chains` their namespaces, in the order of
 * the site's networks. The row's own `id`/`chain` are its first connector's.
 */
export type ListedConnector = AdapterConnector & {
  recent: boolean
  installed: boolean
  chains: ChainNamespace[]
  connectors: AdapterConnector[]
}

/** A wallet Connect lists that connects through WalletConnect: from the registry, or one of `customWallets`. */
export type ListedWallet = RegistryWallet | (CustomWallet & { image_id?: undefined })

export type WalletGroup =
  | { type: 'recent' | 'injected' | 'walletConnect' | 'external'; connectors: ListedConnector[] }
  | { type: 'featured' | 'custom' | 'recommended'; wallets: ListedWallet[] }

/**
 * Gangway's order of the Connect groups when `features.connectorTypeOrder` names none: recent wallets,
 * installed ones, WalletConnect, other connectors, then the site's featured and custom wallets and the
 * registry's recommended ones. (AppKit puts WalletConnect first; installed wallets are what most visitors
 * pick, so they lead here.)
 */
export const DEFAULT_CONNECTOR_TYPE_ORDER: readonly ConnectorTypeOrder[] = [
  'recent',
  'injected',
  'walletConnect',
  'external',
  'featured',
  'custom',
  'recommended',
]

export type WalletGroupsInput = {
  connectors: readonly AdapterConnector[]
  recent: readonly RecentWallet[]
  featured: readonly RegistryWallet[]
  recommended: readonly RegistryWallet[]
  customWallets: readonly CustomWallet[]
  connectorImages: Readonly<Record<string, string>>
  /** `features.connectorTypeOrder`: these groups first, in this order; the rest after, in Gangway's order. */
  order: readonly ConnectorTypeOrder[]
  options: Pick<ResolvedOptions, 'enableWallets' | 'enableEIP6963' | 'enableInjected' | 'enableWalletConnect'>
  /** The site's namespaces in the order of its networks (a merged row lists its chains in this order). */
  namespaces?: readonly ChainNamespace[]
}

/** Whether a registry wallet is one of the page's connectors (same id or rdns) — then it is listed as that. */
export function isInstalled(wallet: { id: string; rdns?: string | null }, connectors: readonly AdapterConnector[]) {
  return connectors.some(
    (c) => c.id.toLowerCase() === wallet.id.toLowerCase() || (!!wallet.rdns && c.info?.rdns === wallet.rdns),
  )
}

const INSTALLED_RANK: Record<string, number> = { ANNOUNCED: 0, INJECTED: 1, MULTI_CHAIN: 2 }

/**
 * The Connect list (AppKit's `ConnectorUtil.getConnectorTypeOrder` with Gangway's default), honouring
 * `enableWallets`, `enableEIP6963`, `enableInjected` and `enableWalletConnect` (off: no WalletConnect row and
 * none of the wallets that connect through it). Empty groups are left out; no wallet is listed twice.
 */
export function walletGroups(input: WalletGroupsInput): WalletGroup[] {
  const { options } = input
  if (!options.enableWallets) return []
  const recentIndex = (c: AdapterConnector) =>
    input.recent.findIndex((r) => r.id.toLowerCase() === c.id.toLowerCase() || (!!r.rdns && r.rdns === c.info?.rdns))
  const listed: ListedConnector[] = mergeByWallet(
    input.connectors.filter(
      (c) =>
        c.type !== 'AUTH' &&
        (c.type !== 'ANNOUNCED' || options.enableEIP6963) &&
        (c.type !== 'INJECTED' || options.enableInjected) &&
        (c.type !== 'WALLET_CONNECT' || options.enableWalletConnect),
    ),
    input.namespaces ?? [],
  ).map((row) => {
    const image = input.connectorImages[row.id] ?? row.imageUrl
    return {
      ...row,
      ...(image ? { imageUrl: image } : {}),
      recent: row.connectors.some((c) => recentIndex(c) !== -1),
      installed: row.connectors.some((c) => c.type in INSTALLED_RANK),
    }
  })
  const rowRecentIndex = (row: ListedConnector) => Math.min(...row.connectors.map(recentIndex).filter((i) => i !== -1))
  const notRecent = listed.filter((c) => !c.recent)
  const seen = new Set<string>()
  const fresh = (wallets: readonly ListedWallet[]) =>
    options.enableWalletConnect
      ? wallets.filter((w) => {
          if (seen.has(w.id) || isInstalled(w, input.connectors)) return false
          seen.add(w.id)
          return true
        })
      : []
  const groups: Record<ConnectorTypeOrder, WalletGroup> = {
    recent: {
      type: 'recent',
      connectors: listed.filter((c) => c.recent).sort((a, b) => rowRecentIndex(a) - rowRecentIndex(b)),
    },
    injected: {
      type: 'injected',
      connectors: notRecent
        .filter((c) => c.installed)
        .sort((a, b) => (INSTALLED_RANK[a.type] ?? 9) - (INSTALLED_RANK[b.type] ?? 9)),
    },
    walletConnect: { type: 'walletConnect', connectors: notRecent.filter((c) => c.type === 'WALLET_CONNECT') },
    external: { type: 'external', connectors: notRecent.filter((c) => c.type === 'EXTERNAL') },
    featured: { type: 'featured', wallets: fresh(input.featured) },
    custom: { type: 'custom', wallets: fresh(input.customWallets) },
    recommended: { type: 'recommended', wallets: fresh(input.recommended) },
  }
  const order = [...new Set([...input.order, ...DEFAULT_CONNECTOR_TYPE_ORDER])]
  return order
    .map((type) => groups[type])
    .filter((g) => ('connectors' in g ? g.connectors.length : g.wallets.length) > 0)
}

/** The connectors of the groups, in order (AllWallets lists these before the registry). */
export function listedConnectors(groups: readonly WalletGroup[]): ListedConnector[] {
  return groups.flatMap((g) => ('connectors' in g ? g.connectors : []))
}

/** The key one wallet's connectors share across namespaces: WalletConnect is one row, others go by name. */
const walletKey = (c: AdapterConnector) =>
  c.type === 'WALLET_CONNECT' ? 'WALLET_CONNECT' : c.name.trim().toLowerCase()

/**
 * One row per wallet (AppKit merges multi-chain connectors by name the same way): the first connector in the
 * adapters' order leads, the others join its `connectors`, sorted by the site's namespace order.
 */
function mergeByWallet(
  connectors: readonly AdapterConnector[],
  namespaces: readonly ChainNamespace[],
): Omit<ListedConnector, 'recent' | 'installed'>[] {
  const rank = (ns: ChainNamespace) => (namespaces.includes(ns) ? namespaces.indexOf(ns) : namespaces.length)
  const rows = new Map<string, AdapterConnector[]>()
  for (const connector of connectors) {
    const members = rows.get(walletKey(connector))
    if (!members) rows.set(walletKey(connector), [connector])
    else if (!members.some((m) => m.chain === connector.chain)) members.push(connector)
  }
  return [...rows.values()].map((members) => {
    const sorted = [...members].sort((a, b) => rank(a.chain) - rank(b.chain))
    const lead = members[0] as AdapterConnector
    return { ...lead, chains: sorted.map((m) => m.chain), connectors: sorted }
  })
}

import type { AdapterConnector, RecentWallet, ResolvedOptions } from '@gangway/core'

export type ListedConnector = AdapterConnector & { recent: boolean; installed: boolean }

const RANK: Record<string, number> = {
  ANNOUNCED: 0,
  INJECTED: 1,
  WALLET_CONNECT: 2,
  EXTERNAL: 3,
  AUTH: 4,
  MULTI_CHAIN: 5,
}

/**
 * Connectors as Connect lists them: honouring enableWallets / enableEIP6963 / enableInjected, recent wallets
 * first (in recency order), then installed (announced, then legacy injected), then the rest.
 */
export function orderConnectors(
  connectors: AdapterConnector[],
  recent: RecentWallet[],
  options: Pick<ResolvedOptions, 'enableWallets' | 'enableEIP6963' | 'enableInjected'>,
): ListedConnector[] {
  if (!options.enableWallets) return []
  const recentIndex = (c: AdapterConnector) =>
    recent.findIndex((r) => r.id.toLowerCase() === c.id.toLowerCase() || (!!r.rdns && r.rdns === c.info?.rdns))
  return connectors
    .filter(
      (c) =>
        c.type !== 'AUTH' &&
        (c.type !== 'ANNOUNCED' || options.enableEIP6963) &&
        (c.type !== 'INJECTED' || options.enableInjected),
    )
    .map((c) => ({ ...c, recent: recentIndex(c) !== -1, installed: c.type === 'ANNOUNCED' || c.type === 'INJECTED' }))
    .sort((a, b) => {
      const ra = recentIndex(a)
      const rb = recentIndex(b)
      if (ra !== rb) return ra === -1 ? 1 : rb === -1 ? -1 : ra - rb
      return (RANK[a.type] ?? 9) - (RANK[b.type] ?? 9)
    })
}

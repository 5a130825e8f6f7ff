import type { Kit } from '../Kit.ts'

/** The include/exclude parameters every registry query carries (the site's include/exclude wallet ids). */
export function registryQuery(kit: Kit, extraExclude: readonly string[] = []): { include?: string; exclude?: string } {
  const include = kit.options.includeWalletIds
  const exclude = [...kit.options.excludeWalletIds, ...extraExclude]
  return {
    ...(include.length ? { include: include.join(',') } : {}),
    ...(exclude.length ? { exclude: exclude.join(',') } : {}),
  }
}

/** The namespaces of the site's networks, as the registry's `chains` filter. */
export function registryChains(kit: Kit): string {
  return [...new Set(kit.stores.chains.get().networks.map((n) => n.chainNamespace))].join(',')
}

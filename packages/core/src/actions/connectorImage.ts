import type { AdapterConnector } from '../adapter/ChainAdapter.ts'
import type { Kit } from '../Kit.ts'

/** A connector's image: the site's `connectorImages[id]` first, then the connector's own. */
export function connectorImage(
  kit: Kit,
  connector: Pick<AdapterConnector, 'id' | 'imageUrl' | 'info'> | undefined,
): string | undefined {
  if (!connector) return undefined
  return kit.stores.options.get().connectorImages[connector.id] ?? connector.imageUrl ?? connector.info?.icon
}

import { DEFAULT_NAMES_ZONE } from '@gangway/protocol'
import type { Kit } from '../Kit.ts'

/** The zone names are registered under: the server's (from its suggestions answer), else `gangway.id`. */
export function nameZone(kit: Kit): string {
  return kit.stores.names.get().zone ?? DEFAULT_NAMES_ZONE
}

import type { KitEventName } from '../events/KitEvent.ts'
import type { Kit } from '../Kit.ts'

/**
 * Sends an event to the site's subscribers (`subscribeEvents`, `useAppKitEvents`) — and, when the project's
 * analytics are on, to the Gangway server (`POST /e`, SPEC §7). `type` is 'error' for SPEC §8's error events.
 */
export function emitEvent(
  kit: Kit,
  event: KitEventName,
  properties?: Record<string, unknown>,
  type: 'track' | 'error' = 'track',
): void {
  kit.events.emit({ timestamp: Date.now(), data: { type, event, ...(properties ? { properties } : {}) } })
}

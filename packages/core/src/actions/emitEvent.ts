import type { KitEventName } from '../events/KitEvent.ts'
import type { Kit } from '../Kit.ts'

/** Sends an event to the site's subscribers (`subscribeEvents`, `useAppKitEvents`). */
export function emitEvent(kit: Kit, event: KitEventName, properties?: Record<string, unknown>): void {
  kit.events.emit({ timestamp: Date.now(), data: { type: 'track', event, ...(properties ? { properties } : {}) } })
}

import type { Delivery } from './createDelivery.ts'
import { subscriptionId } from './createDelivery.ts'
import type { StoredMessage } from './Mailbox.ts'
import { RelayErrorCode, type RelayLimits } from './RelayLimits.ts'
import type { RelaySocket } from './RelaySocket.ts'
import { RelayError } from './relayParams.ts'

/** Which sockets of this process are subscribed to which topics, and handing them new messages. */
export function createSubscriptions(limits: RelayLimits, delivery: Delivery) {
  const subscribers = new Map<string, Set<RelaySocket>>()
  return {
    /** Subscribes a socket (at most `maxTopicsPerSocket`); answers the subscription id. */
    subscribe(s: RelaySocket, topic: string): string {
      const known = s.topics.get(topic)
      if (known) return known
      if (s.topics.size >= limits.maxTopicsPerSocket) {
        throw new RelayError(
          RelayErrorCode.LIMIT,
          `Subscription limit reached (${limits.maxTopicsPerSocket} topics per connection)`,
        )
      }
      const id = subscriptionId(topic, s.clientId)
      s.topics.set(topic, id)
      let set = subscribers.get(topic)
      if (!set) {
        set = new Set()
        subscribers.set(topic, set)
      }
      set.add(s)
      return id
    },
    unsubscribe(s: RelaySocket, topic: string): void {
      s.topics.delete(topic)
      delivery.forget(s, topic)
      const set = subscribers.get(topic)
      set?.delete(s)
      if (set?.size === 0) subscribers.delete(topic)
    },
    /** A message stored here or on another node: offered to this process's subscribers of its topic. */
    deliver(m: StoredMessage): void {
      for (const s of subscribers.get(m.topic) ?? []) delivery.offer(s, m)
    },
  }
}

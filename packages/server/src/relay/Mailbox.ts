/** One published message as the relay keeps it until its ttl runs out. */
export type StoredMessage = {
  topic: string
  message: string
  publishedAt: number
  tag: number
  expiresAt: number
  /** sha256 of the message: the same message on a topic is stored once. */
  hash: string
  /** Client id of the publisher, who never gets it back. */
  publisher: string
  /** The publisher's attestation (undefined when none: one shape for every message). */
  attestation?: string | undefined
}

/**
 * A byte budget a stored message counts against until it expires: the whole mailbox, its publisher's
 * client id, its publisher's address. `key` names the budget (`mailbox`, `client:<id>`, `ip:<address>`).
 */
export type Charge = { key: string; limit: number }

/** `stored`; `duplicate` (the same message is already on the topic); or the first budget it would exceed. */
export type PutResult = { kind: 'stored' } | { kind: 'duplicate' } | { kind: 'refused'; key: string }

/** A value, or — from a store across the network (Redis) — its promise. */
export type Answer<T> = T | Promise<T>

/** Whether an answer is still to come (a promise) rather than here. */
export const isPending = <T>(answer: Answer<T>): answer is Promise<T> => answer instanceof Promise

/**
 * Where the relay keeps messages (memory, or Redis for several processes). A message stays until a client
 * other than its publisher acknowledges it — a topic joins two peers, so it has then reached the other
 * side — or until its ttl ends; either way its bytes go back to its budgets. The memory mailbox answers at
 * once (values, no promises: a publish and its acknowledgement are handled within one turn of the event
 * loop), Redis with promises; `await` takes both.
 */
export type Mailbox = {
  /** Stores a message if every charge stays within its limit (one atomic step). */
  put(message: StoredMessage, charges: readonly Charge[]): Answer<PutResult>
  /** The stored message, if it has not expired. */
  get(topic: string, hash: string): Answer<StoredMessage | undefined>
  /**
   * Unexpired messages of a topic, oldest first, that `clientId` did not publish, at most `limit`, leaving
   * out hashes `skip` answers true for (those already on their way to the client).
   */
  pending(
    topic: string,
    clientId: string,
    now: number,
    options?: { limit?: number; skip?: (hash: string) => boolean },
  ): Answer<StoredMessage[]>
  /** `clientId` received the message: unless it is the publisher, the message is done and removed. */
  ack(topic: string, hash: string, clientId: string): Answer<void>
  /** Drops expired messages and gives their bytes back to the budgets they counted against. */
  sweep(now: number): Answer<void>
  /** Bytes currently counted against a budget (tests and metrics). */
  usage(key: string): Answer<number>
}

/** Fixed bookkeeping a stored message costs besides its text (hash, ids, index entries). */
export const MESSAGE_OVERHEAD_BYTES = 256

/** Bytes a message counts against its budgets. */
export const storedBytes = (m: StoredMessage) =>
  m.message.length + m.topic.length + (m.attestation?.length ?? 0) + MESSAGE_OVERHEAD_BYTES

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
  attestation?: string
}

/** Where the relay keeps messages and who acknowledged them (memory now; Redis for several processes). */
export type Mailbox = {
  /** Stores a message; answers false when the same message is already on the topic. */
  put(message: StoredMessage): Promise<boolean>
  /** Unexpired messages of a topic, oldest first, that `clientId` neither published nor acknowledged. */
  pending(topic: string, clientId: string, now: number): Promise<StoredMessage[]>
  ack(topic: string, hash: string, clientId: string): Promise<void>
  /** Drops expired messages. */
  sweep(now: number): Promise<void>
}

import type { StoredMessage } from './Mailbox.ts'

/** How a publish reaches subscribers connected to other relay processes (nothing to do with one process). */
export type Fanout = {
  /** Tells the other processes about a message this one stored. */
  announce(message: StoredMessage): Promise<void>
  /** Calls `deliver` for messages the other processes stored. */
  listen(deliver: (message: StoredMessage) => void): Promise<void>
  close(): Promise<void>
}

export const localFanout: Fanout = {
  announce: async () => undefined,
  listen: async () => undefined,
  close: async () => undefined,
}

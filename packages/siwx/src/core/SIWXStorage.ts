import type { SIWXContext, SIWXSession } from '@gangway/core'
import type { CaipNetworkId } from '@gangway/protocol'

/** Where a config keeps sessions. A storage only stores: the config verifies before and after. */
export interface SIWXStorage {
  /** Stores one more session. */
  add(session: SIWXSession): Promise<void>
  /** Removes the sessions of this address on this chain (and no other). */
  delete(chainId: CaipNetworkId, address: string): Promise<void>
  /** The stored, unexpired sessions of this address on this chain. */
  get(chainId: CaipNetworkId, address: string): Promise<SIWXSession[]>
  /** Replaces every stored session with these. */
  set(sessions: SIWXSession[]): Promise<void>
  /** Gangway: what the kit hands the config at setup, if the storage needs it. */
  setup?(context: SIWXContext): void
}

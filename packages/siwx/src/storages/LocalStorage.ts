import type { SIWXSession } from '@gangway/core'
import { pageLocalStorage } from '@gangway/core'
import type { CaipNetworkId } from '@gangway/protocol'
import type { SIWXStorage } from '../core/SIWXStorage.ts'
import { DEFAULT_STORAGE_KEY } from '../siwxConstants.ts'
import { sameAccount } from './sameAccount.ts'

/**
 * Keeps sessions in the browser's `localStorage` (AppKit's `LocalStorage`), as JSON under one key. Where the
 * storage is missing or throws (a cross-site iframe whose third-party storage is blocked, a full quota, SSR),
 * the sessions live in memory for the page's lifetime instead of failing the sign-in.
 */
export class LocalStorage implements SIWXStorage {
  private readonly key: string
  private readonly storage: Storage | undefined
  /** The sessions while the storage cannot be used. */
  private memory: SIWXSession[] | undefined

  constructor(params: LocalStorage.ConstructorParams = {}) {
    this.key = params.key ?? DEFAULT_STORAGE_KEY
    this.storage = params.storage
  }

  async add(session: SIWXSession): Promise<void> {
    this.write([...this.read(), session])
  }

  async set(sessions: SIWXSession[]): Promise<void> {
    this.write([...sessions])
  }

  async get(chainId: CaipNetworkId, address: string): Promise<SIWXSession[]> {
    const now = Date.now()
    return this.read().filter((session) => {
      if (!sameAccount(session, chainId, address)) return false
      const startsAt = session.data.notBefore ?? session.data.issuedAt
      if (startsAt && Date.parse(startsAt) > now) return false
      const endsAt = session.data.expirationTime
      return !(endsAt && now >= Date.parse(endsAt))
    })
  }

  async delete(chainId: CaipNetworkId, address: string): Promise<void> {
    this.write(this.read().filter((session) => !sameAccount(session, chainId, address)))
  }

  private backend(): Storage | undefined {
    // reading `localStorage` itself throws where third-party storage is blocked (pageLocalStorage: undefined)
    return this.storage ?? pageLocalStorage()
  }

  private read(): SIWXSession[] {
    if (this.memory) return this.memory
    try {
      const backend = this.backend()
      if (!backend) return []
      const parsed: unknown = JSON.parse(backend.getItem(this.key) ?? '[]')
      return Array.isArray(parsed) ? parsed.filter(isSession) : []
    } catch {
      return []
    }
  }

  private write(sessions: SIWXSession[]): void {
    if (!this.memory) {
      try {
        const backend = this.backend()
        if (backend) {
          backend.setItem(this.key, JSON.stringify(sessions))
          return
        }
      } catch {
        // storage unusable: fall through to memory
      }
    }
    this.memory = sessions
  }
}

export namespace LocalStorage {
  export type ConstructorParams = {
    /** The key the sessions are saved under (default `@gangway/siwx`). */
    key?: string
    /** The Storage to use (default `localStorage`; e.g. `sessionStorage`). */
    storage?: Storage
  }
  export type Sessions = SIWXSession[]
}

function isSession(value: unknown): value is SIWXSession {
  if (typeof value !== 'object' || value === null) return false
  const { data, message, signature } = value as Partial<SIWXSession>
  return (
    typeof message === 'string' &&
    typeof signature === 'string' &&
    typeof data?.chainId === 'string' &&
    typeof data.accountAddress === 'string'
  )
}

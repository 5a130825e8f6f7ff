/** One stored model instance: its payload and when it expires (ms since the epoch; Infinity = never). */
type Entry = { payload: Record<string, unknown>; expiresAt: number }

/** What oidc-provider asks of an adapter (its `Adapter` interface). */
export type DevAdapter = {
  upsert(id: string, payload: Record<string, unknown>, expiresIn?: number): Promise<void>
  find(id: string): Promise<Record<string, unknown> | undefined>
  findByUid(uid: string): Promise<Record<string, unknown> | undefined>
  findByUserCode(userCode: string): Promise<Record<string, unknown> | undefined>
  consume(id: string): Promise<void>
  destroy(id: string): Promise<void>
  revokeByGrantId(grantId: string): Promise<void>
}

/**
 * The dev provider's storage: a Map per provider, in this process (what it holds — codes, sessions, grants of
 * the dev users — lives minutes and may be lost on restart). oidc-provider's own memory adapter keeps one
 * store per module, shared by every provider a test starts, and warns at start that it must be replaced;
 * this one is the deliberate choice for a development stand-in, so it says nothing.
 */
export function createDevAdapter(now: () => number = Date.now): new (model: string) => DevAdapter {
  const store = new Map<string, Entry>()
  const live = (key: string) => {
    const entry = store.get(key)
    if (!entry) return undefined
    if (entry.expiresAt <= now()) {
      store.delete(key)
      return undefined
    }
    return entry.payload
  }
  return class implements DevAdapter {
    constructor(private readonly model: string) {}
    private key(id: string) {
      return `${this.model}:${id}`
    }
    async upsert(id: string, payload: Record<string, unknown>, expiresIn?: number) {
      store.set(this.key(id), { payload, expiresAt: expiresIn ? now() + expiresIn * 1000 : Infinity })
    }
    async find(id: string) {
      return live(this.key(id))
    }
    async findByUid(uid: string) {
      for (const key of store.keys()) {
        const payload = key.startsWith(`${this.model}:`) ? live(key) : undefined
        if (payload?.uid === uid) return payload
      }
      return undefined
    }
    async findByUserCode(userCode: string) {
      for (const key of store.keys()) {
        const payload = key.startsWith(`${this.model}:`) ? live(key) : undefined
        if (payload?.userCode === userCode) return payload
      }
      return undefined
    }
    async consume(id: string) {
      const payload = live(this.key(id))
      if (payload) payload.consumed = Math.floor(now() / 1000)
    }
    async destroy(id: string) {
      store.delete(this.key(id))
    }
    async revokeByGrantId(grantId: string) {
      for (const [key, entry] of store) if (entry.payload.grantId === grantId) store.delete(key)
    }
  }
}

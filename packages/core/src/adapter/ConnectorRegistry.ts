import type { BlueprintConnector } from './BlueprintConnector.ts'

/**
 * The wallets an adapter found on the page, as connectors: those the site gave, then each discovery source's
 * (wallet-standard, EIP-6963, sats-connect …) in the order the sources first reported. A connector is made
 * once per wallet object and kept while the source still lists that object; the first connector of an id or
 * a name wins over later ones (the site's over discovered, an earlier source's over a later one's). `waitFor`
 * waits a little for a wallet that registers itself after the page started (a restored session's).
 */
export class ConnectorRegistry<C extends BlueprintConnector> {
  readonly #given: C[]
  readonly #sources = new Map<string, Map<string, { wallet: unknown; connector: C }>>()
  readonly #waiters = new Set<() => void>()
  readonly #announceTimeoutMs: number

  constructor(params: { given?: C[]; announceTimeoutMs: number }) {
    this.#given = params.given ?? []
    this.#announceTimeoutMs = params.announceTimeoutMs
  }

  /**
   * A source's wallets now, each with its key (its connector's id): a connector is made (`make`) for a wallet not
   * seen before or whose object (`identity`, default the wallet itself) changed. Answers the ids of connected
   * connectors that went away or were replaced (the adapter reports them disconnected).
   */
  sync<W>(
    source: string,
    wallets: readonly { key: string; wallet: W }[],
    make: (wallet: W) => C,
    identity: (wallet: W) => unknown = (wallet) => wallet,
  ): string[] {
    const known = this.#sources.get(source) ?? new Map<string, { wallet: unknown; connector: C }>()
    this.#sources.set(source, known)
    const gone: string[] = []
    const seen = new Set<string>()
    const drop = (entry: { connector: C }) => {
      if (entry.connector.accounts().length > 0) gone.push(entry.connector.connectorId)
      entry.connector.forget()
    }
    for (const { key, wallet } of wallets) {
      if (seen.has(key)) continue
      seen.add(key)
      const current = known.get(key)
      if (current && current.wallet === identity(wallet)) continue
      if (current) drop(current)
      known.set(key, { wallet: identity(wallet), connector: make(wallet) })
    }
    for (const [key, entry] of known) {
      if (seen.has(key)) continue
      known.delete(key)
      drop(entry)
    }
    for (const wake of [...this.#waiters]) wake()
    return gone
  }

  list(): C[] {
    const ids = new Set<string>()
    const names = new Set<string>()
    const all = [...this.#given, ...[...this.#sources.values()].flatMap((m) => [...m.values()].map((e) => e.connector))]
    return all.filter((connector) => {
      if (ids.has(connector.connectorId) || names.has(connector.name)) return false
      ids.add(connector.connectorId)
      names.add(connector.name)
      return true
    })
  }

  find(id: string): C | undefined {
    return this.list().find((connector) => connector.connectorId === id)
  }

  /** The connector of a wallet that may register itself a little after the page starts. */
  async waitFor(id: string): Promise<C | undefined> {
    const found = this.find(id)
    if (found || this.#announceTimeoutMs === 0) return found
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer)
        this.#waiters.delete(check)
        resolve(this.find(id))
      }
      const check = () => {
        if (this.find(id)) done()
      }
      const timer = setTimeout(done, this.#announceTimeoutMs)
      this.#waiters.add(check)
    })
  }

  /** Forgets every connection (the adapter stops). */
  stop(): void {
    for (const connector of this.#given) connector.forget()
    for (const known of this.#sources.values()) for (const { connector } of known.values()) connector.forget()
  }
}

import type { Wallet } from '@wallet-standard/base'
import { WalletStandardConnector } from './WalletStandardConnector.ts'
import { watchWalletStandard } from './watchWalletStandard.ts'

/**
 * The adapter's wallet-standard connectors: those given in the options, then those the page registers (one
 * per wallet name, the first registered). Waits a little for a wallet that registers late.
 */
export class WalletRegistry {
  readonly #given: WalletStandardConnector[]
  readonly #discovered = new Map<string, WalletStandardConnector>()
  readonly #waiters = new Set<() => void>()
  readonly #announceTimeoutMs: number
  #stop: (() => void) | undefined

  constructor(given: Wallet[], announceTimeoutMs: number) {
    this.#given = given.map((wallet) => new WalletStandardConnector(wallet))
    this.#announceTimeoutMs = announceTimeoutMs
  }

  /**
   * Starts watching the page's registry. `onChange` hears every change with the names of connected wallets
   * that went away (or were replaced by another object of the same name).
   */
  start(onChange: (gone: string[]) => void): void {
    this.#stop?.()
    this.#stop = watchWalletStandard((wallets) => onChange(this.#sync(wallets)))
  }

  stop(): void {
    this.#stop?.()
    this.#stop = undefined
    for (const connector of this.list()) connector.forget()
  }

  list(): WalletStandardConnector[] {
    const names = new Set(this.#given.map((c) => c.connectorId))
    return [...this.#given, ...[...this.#discovered.values()].filter((c) => !names.has(c.connectorId))]
  }

  find(id: string): WalletStandardConnector | undefined {
    return this.list().find((connector) => connector.connectorId === id)
  }

  /** The connector of a wallet that may register itself a little after the page starts. */
  async waitFor(id: string): Promise<WalletStandardConnector | undefined> {
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

  #sync(wallets: Wallet[]): string[] {
    const gone: string[] = []
    const seen = new Set<string>()
    for (const wallet of wallets) {
      if (seen.has(wallet.name)) continue
      seen.add(wallet.name)
      const current = this.#discovered.get(wallet.name)
      if (current?.wallet === wallet) continue
      if (current?.connected) gone.push(wallet.name)
      current?.forget()
      this.#discovered.set(wallet.name, new WalletStandardConnector(wallet))
    }
    for (const [name, connector] of this.#discovered) {
      if (seen.has(name)) continue
      this.#discovered.delete(name)
      if (connector.connected) gone.push(name)
      connector.forget()
    }
    for (const wake of [...this.#waiters]) wake()
    return gone
  }
}

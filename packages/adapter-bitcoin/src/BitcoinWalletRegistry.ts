import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import type { BitcoinAccountAddress, BitcoinWallet } from './BitcoinWallet.ts'
import { SatsConnectConnector } from './SatsConnectConnector.ts'
import { findSatsConnectProviders } from './satsConnectProviders.ts'
import { isBitcoinWallet, WalletStandardConnector } from './WalletStandardConnector.ts'

/** When the page is looked at again for sats-connect providers that appear late (ms after setup). */
const RESCAN_AFTER_MS = [200, 600, 1500]

export type RegistryEvents = {
  /** The list changed; `gone` are ids of connected wallets that went away. */
  changed(gone: string[]): void
  accountsChanged(connectorId: string, accounts: BitcoinAccountAddress[]): void
}

/**
 * The page's Bitcoin wallets: sats-connect providers (`window.btc_providers`, `XverseProviders`,
 * `BitcoinProvider` — looked for at setup and a few times shortly after, since some wallets inject late) and
 * wallet-standard wallets with `bitcoin:connect` (registered before or after setup). One connector per id;
 * the sats-connect one wins when a wallet is both.
 */
export class BitcoinWalletRegistry {
  readonly #root: () => object
  readonly #announceTimeoutMs: number
  readonly #sats = new Map<string, SatsConnectConnector>()
  readonly #standard = new Map<string, WalletStandardConnector>()
  readonly #waiters = new Set<() => void>()
  readonly #stops: (() => void)[] = []

  constructor(root: () => object, announceTimeoutMs: number) {
    this.#root = root
    this.#announceTimeoutMs = announceTimeoutMs
  }

  start(events: RegistryEvents): void {
    this.stop()
    const scan = () => {
      const root = this.#root()
      let changed = false
      for (const { info, provider } of findSatsConnectProviders(root)) {
        const current = this.#sats.get(info.id)
        if (current?.provider === provider) continue
        current?.forget()
        this.#sats.set(
          info.id,
          new SatsConnectConnector(info, provider, (accounts) => events.accountsChanged(info.id, accounts)),
        )
        changed = true
      }
      if (changed) this.#changed(events, [])
    }
    scan()
    for (const delay of RESCAN_AFTER_MS) {
      const timer = setTimeout(scan, delay)
      this.#stops.push(() => clearTimeout(timer))
    }
    const registry = getWallets()
    const sync = () => this.#syncStandard(registry.get(), events)
    sync()
    this.#stops.push(registry.on('register', sync), registry.on('unregister', sync))
  }

  stop(): void {
    for (const stop of this.#stops.splice(0)) stop()
    for (const connector of this.list()) connector.forget()
  }

  list(): BitcoinWallet[] {
    const sats = [...this.#sats.values()]
    const names = new Set(sats.map((c) => c.name))
    return [
      ...sats,
      ...[...this.#standard.values()].filter((c) => !names.has(c.name) && !this.#sats.has(c.connectorId)),
    ]
  }

  find(id: string): BitcoinWallet | undefined {
    return this.list().find((c) => c.connectorId === id)
  }

  /** The connector of a wallet that may appear a little after the page starts. */
  async waitFor(id: string): Promise<BitcoinWallet | undefined> {
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

  #syncStandard(wallets: readonly Wallet[], events: RegistryEvents): void {
    const gone: string[] = []
    const seen = new Set<string>()
    for (const wallet of wallets.filter(isBitcoinWallet)) {
      if (seen.has(wallet.name)) continue
      seen.add(wallet.name)
      const current = this.#standard.get(wallet.name)
      if (current?.wallet === wallet) continue
      if (current && current.accounts().length > 0) gone.push(wallet.name)
      current?.forget()
      this.#standard.set(wallet.name, new WalletStandardConnector(wallet))
    }
    for (const [name, connector] of this.#standard) {
      if (seen.has(name)) continue
      this.#standard.delete(name)
      if (connector.accounts().length > 0) gone.push(name)
      connector.forget()
    }
    this.#changed(events, gone)
  }

  #changed(events: RegistryEvents, gone: string[]): void {
    for (const wake of [...this.#waiters]) wake()
    events.changed(gone)
  }
}

export type ProviderEventName = 'connect' | 'disconnect' | 'accountsChanged' | 'chainChanged' | 'message'
export type ProviderListener = (payload: never) => void

/** Minimal EIP-1193 event emitter: `on`, `removeListener` (alias `off`) and `emit`. */
export class ProviderEvents {
  readonly #listeners = new Map<string, Set<(payload: unknown) => void>>()

  on(event: ProviderEventName, listener: (payload: never) => void): this {
    const set = this.#listeners.get(event) ?? new Set()
    set.add(listener as (payload: unknown) => void)
    this.#listeners.set(event, set)
    return this
  }

  removeListener(event: ProviderEventName, listener: (payload: never) => void): this {
    this.#listeners.get(event)?.delete(listener as (payload: unknown) => void)
    return this
  }

  emit(event: ProviderEventName, payload: unknown): void {
    for (const listener of [...(this.#listeners.get(event) ?? [])]) {
      try {
        listener(payload)
      } catch (error) {
        console.error(`dev wallet: a "${event}" listener threw`, error)
      }
    }
  }
}

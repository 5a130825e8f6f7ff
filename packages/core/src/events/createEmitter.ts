/** A tiny typed emitter; each kit owns one. Listener errors are reported, never thrown at the emitter. */
export type Emitter<T> = {
  emit(value: T): void
  subscribe(listener: (value: T) => void): () => void
  readonly last: T | undefined
}

export function createEmitter<T>(): Emitter<T> {
  const listeners = new Set<(value: T) => void>()
  let last: T | undefined
  return {
    get last() {
      return last
    },
    emit(value) {
      last = value
      for (const listener of [...listeners]) {
        try {
          listener(value)
        } catch (error) {
          console.error('gangway: an event listener threw', error)
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

import { createStore as createZustandStore, type StoreApi } from 'zustand/vanilla'

/** A small state container: read, patch, subscribe to everything or to one key. */
export type Store<T extends object> = {
  get(): T
  set(patch: Partial<T> | ((state: T) => Partial<T>)): void
  subscribe(listener: (state: T, previous: T) => void): () => void
  subscribeKey<K extends keyof T>(key: K, listener: (value: T[K], previous: T[K]) => void): () => void
  /** For React's useSyncExternalStore and zustand tooling. */
  api: StoreApi<T>
}

/** Wraps a zustand vanilla store (no React) with key subscriptions. */
export function createStore<T extends object>(initial: T): Store<T> {
  const api = createZustandStore<T>()(() => initial)
  return {
    api,
    get: api.getState,
    set: (patch) => api.setState(patch as Partial<T>),
    subscribe: (listener) => api.subscribe(listener),
    subscribeKey: (key, listener) =>
      api.subscribe((state, previous) => {
        if (!Object.is(state[key], previous[key])) listener(state[key], previous[key])
      }),
  }
}

import type { Store } from '@gangway/core'
import { useSyncExternalStore } from 'react'

/** Reads a kit store (or a slice of it) and re-renders on change. Selectors must return stable values. */
export function useStore<T extends object, S = T>(store: Store<T>, select?: (state: T) => S): S {
  return useSyncExternalStore(
    store.api.subscribe,
    () => (select ? select(store.get()) : (store.get() as unknown as S)),
    () => (select ? select(store.get()) : (store.get() as unknown as S)),
  )
}

import type { Kit, Store } from '@gangway/core'
import { useSyncExternalStore } from 'react'
import type { AppKit } from '../AppKit.ts'

const noSubscribe = () => () => undefined
const nothing = () => undefined

/**
 * One of the instance's stores, re-rendering on change; undefined without an instance.
 *
 * While React hydrates server-rendered HTML it reads the store's **initial** state (the server snapshot),
 * which is what the server rendered — its instance never connects. The restored session (a reconnect that
 * finished before hydration) follows in the render right after, so hydration never mismatches (React's
 * error #418 on a reload with a connected cookie).
 */
export function useKitStore<T extends object>(
  instance: AppKit | undefined,
  pick: (stores: Kit['stores']) => Store<T>,
): T | undefined {
  const store = instance ? pick(instance.kit.stores) : undefined
  return useSyncExternalStore(
    store ? store.api.subscribe : noSubscribe,
    store ? store.get : nothing,
    store ? store.api.getInitialState : nothing,
  )
}

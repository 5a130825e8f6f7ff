import type { Kit, Store } from '@gangway/core'
import { useSyncExternalStore } from 'react'
import type { AppKit } from '../AppKit.ts'

const noSubscribe = () => () => undefined
const nothing = () => undefined

/** One of the instance's stores, re-rendering on change; undefined without an instance. */
export function useKitStore<T extends object>(
  instance: AppKit | undefined,
  pick: (stores: Kit['stores']) => Store<T>,
): T | undefined {
  const store = instance ? pick(instance.kit.stores) : undefined
  return useSyncExternalStore(
    store ? store.api.subscribe : noSubscribe,
    store ? store.get : nothing,
    store ? store.get : nothing,
  )
}

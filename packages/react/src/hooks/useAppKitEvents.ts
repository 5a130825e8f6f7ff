import type { KitEvent } from '@gangway/core'
import { useSyncExternalStore } from 'react'
import { useAppKitInstance } from './useAppKitInstance.ts'

const INITIAL: KitEvent = { timestamp: 0, data: { type: 'track', event: 'INITIALIZE' } }
const noSubscribe = () => () => undefined

/** The latest event the dialog sent (AppKit's `{ timestamp, data: { type, event, properties } }`). */
export function useAppKitEvents(): KitEvent {
  const instance = useAppKitInstance()
  return useSyncExternalStore(
    instance ? (listener) => instance.kit.events.subscribe(listener) : noSubscribe,
    () => instance?.kit.events.last ?? INITIAL,
    () => INITIAL,
  )
}

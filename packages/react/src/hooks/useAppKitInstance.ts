import { useContext } from 'react'
import type { AppKit } from '../AppKit.ts'
import { AppKitContext } from '../AppKitContext.ts'
import { getPageInstance } from '../pageInstance.ts'

/** The nearest `AppKitProvider`'s instance, else the page's `createAppKit` instance, else undefined. */
export function useAppKitInstance(): AppKit | undefined {
  return useContext(AppKitContext) ?? getPageInstance()
}

/** AppKit's message when an action hook is used before `createAppKit`. */
export const NOT_CREATED = 'Please call "createAppKit" before using "useAppKit" hooks'

import { createContext } from 'react'
import type { AppKit } from './AppKit.ts'

/** The instance an `AppKitProvider` gives its subtree; hooks fall back to the page's `createAppKit` instance. */
export const AppKitContext = createContext<AppKit | undefined>(undefined)

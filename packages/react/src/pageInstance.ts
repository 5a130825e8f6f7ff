import type { AppKit } from './AppKit.ts'

/**
 * The page's instance made by `createAppKit`, which hooks outside an `AppKitProvider` and the `<appkit-*>`
 * elements use — as AppKit does. This is the public API layer; nothing below it keeps module state.
 */
const page: { current: AppKit | undefined } = { current: undefined }

export function setPageInstance(instance: AppKit | undefined): void {
  page.current = instance
}

export function getPageInstance(): AppKit | undefined {
  return page.current
}

import type { Kit } from '@gangway/core'
import { preloadFirstViews } from '../views/viewRegistry.ts'

/**
 * Appends `<appkit-modal>` at the end of `document.body` unless `disableAppend` or `enableEmbedded` is set
 * (then the site places the element itself). Starts loading the first views when the page is idle.
 * Returns the element, or undefined when nothing was appended.
 */
export function mountModal(kit: Kit): HTMLElement | undefined {
  if (typeof document === 'undefined') return undefined
  const idle = (globalThis as { requestIdleCallback?: (cb: () => void) => void }).requestIdleCallback
  if (idle) idle(preloadFirstViews)
  else setTimeout(preloadFirstViews, 1)
  if (kit.options.disableAppend || kit.options.enableEmbedded) return undefined
  const existing = document.querySelector<HTMLElement>('appkit-modal')
  if (existing) return existing
  const element = document.createElement('appkit-modal')
  document.body.append(element)
  return element
}

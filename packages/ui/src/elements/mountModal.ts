import type { Kit } from '@gangway/core'

/**
 * Appends `<appkit-modal>` at the end of `document.body` unless `disableAppend` or `enableEmbedded` is set
 * (then the site places the element itself); the dialog preloads its first views when the page is idle.
 * Returns the element, or undefined when nothing was appended.
 */
export function mountModal(kit: Kit): HTMLElement | undefined {
  if (typeof document === 'undefined') return undefined
  if (kit.options.disableAppend || kit.options.enableEmbedded) return undefined
  const existing = document.querySelector<HTMLElement>('appkit-modal')
  if (existing) return existing
  const element = document.createElement('appkit-modal')
  document.body.append(element)
  return element
}

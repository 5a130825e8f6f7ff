import { type AlertCode, type Kit, showAlert } from '@gangway/core'

/**
 * AppKit's "feature not enabled" answer of a hook: an info alert in the dialog, and the reason on the
 * console once per instance (kept in the kit's cache, not in module state).
 */
export function noticeOnce(kit: Kit, code: AlertCode, message: string): void {
  showAlert(kit, { code, message, variant: 'info' })
  const key = `notice:${code}`
  if (kit.cache.has(key)) return
  kit.cache.set(key, { at: Date.now(), value: true })
  console.warn(`gangway: ${message}`)
}

import { hideSnack } from '@gangway/core'
import { useEffect } from 'react'
import { useKit } from '../context/KitContext.tsx'
import { useStore } from '../context/useStore.ts'
import type { Translate } from '../i18n/createTranslator.ts'
import type { MessageKey } from '../i18n/en.ts'

const VISIBLE_MS = 2_500

/** The catalog's text for a core snackbar code, else core's English message. */
function translated(t: Translate, code: string, message: string): string {
  const key = `snack.${code}` as MessageKey
  const text = t(key)
  return text === key ? message : text
}

/** Short confirmations ("Address copied"); announced politely to screen readers. */
export function Snackbar() {
  const { kit, t } = useKit()
  const snack = useStore(kit.stores.snack)
  useEffect(() => {
    if (!snack.open) return
    const timer = setTimeout(() => hideSnack(kit), VISIBLE_MS)
    return () => clearTimeout(timer)
  }, [kit, snack])
  return (
    <div role="status" aria-live="polite">
      {snack.open ? (
        <div className={`snack ${snack.variant}`} data-code={snack.code}>
          {snack.code ? translated(t, snack.code, snack.message) : snack.message}
        </div>
      ) : null}
    </div>
  )
}

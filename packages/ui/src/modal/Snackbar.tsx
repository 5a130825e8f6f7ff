import { hideSnack } from '@gangway/core'
import { useEffect } from 'react'
import { useKit } from '../context/KitContext.tsx'
import { useStore } from '../context/useStore.ts'

const VISIBLE_MS = 2_500

/** Short confirmations ("Address copied"); announced politely to screen readers. */
export function Snackbar() {
  const { kit } = useKit()
  const snack = useStore(kit.stores.snack)
  useEffect(() => {
    if (!snack.open) return
    const timer = setTimeout(() => hideSnack(kit), VISIBLE_MS)
    return () => clearTimeout(timer)
  }, [kit, snack])
  return (
    <div role="status" aria-live="polite">
      {snack.open ? <div className={`snack ${snack.variant}`}>{snack.message}</div> : null}
    </div>
  )
}

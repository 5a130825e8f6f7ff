import { showSnack } from '@gangway/core'
import { useCallback } from 'react'
import type { MessageKey } from '../i18n/en.ts'
import { useKit } from './KitContext.tsx'

/** Copies text to the clipboard and says so in the snackbar (or that it failed). */
export function useCopy(): (text: string, done: MessageKey) => Promise<void> {
  const { kit, t } = useKit()
  return useCallback(
    async (text, done) => {
      try {
        await navigator.clipboard.writeText(text)
        showSnack(kit, t(done), 'success')
      } catch {
        showSnack(kit, t('error.generic'), 'error')
      }
    },
    [kit, t],
  )
}

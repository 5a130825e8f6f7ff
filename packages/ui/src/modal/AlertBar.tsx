import { hideAlert } from '@gangway/core'
import { useEffect, useState } from 'react'
import { Icon } from '../components/Icon.tsx'
import { useKit } from '../context/KitContext.tsx'
import { useStore } from '../context/useStore.ts'
import type { MessageKey } from '../i18n/en.ts'

/**
 * The alert of SPEC §8 (origin not allowed, network not found …) at the top of the dialog, in the catalog's
 * text of its code, else core's (English) message. The English texts are in the catalog's second part
 * (`enViews.ts`, issue 38: no alert text up front): an alert whose text is not here yet waits for that part
 * (a chunk load), and shows core's message if it cannot load.
 */
export function AlertBar() {
  const { kit, t, loadWords } = useKit()
  const alert = useStore(kit.stores.alert)
  const [wordsTried, setWordsTried] = useState(false)
  const key = `alert.${alert.code}` as MessageKey
  const text = t(key, alert.params)
  const waiting = alert.open && alert.code !== undefined && text === key && !wordsTried
  useEffect(() => {
    if (!waiting) return
    let live = true
    loadWords()
      .catch(() => undefined)
      .finally(() => live && setWordsTried(true))
    return () => {
      live = false
    }
  }, [waiting, loadWords])
  if (!alert.open || waiting) return null
  return (
    <div className={`alert ${alert.variant}`} role="alert" data-code={alert.code}>
      <Icon name="warning" />
      <p>{text === key ? alert.message : text}</p>
      <button type="button" className="icon-button" aria-label={t('modal.close')} onClick={() => hideAlert(kit)}>
        <Icon name="close" size={16} />
      </button>
    </div>
  )
}

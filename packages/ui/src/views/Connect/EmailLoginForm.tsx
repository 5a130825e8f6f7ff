import { useEffect } from 'react'
import { EmailForm } from '../../components/EmailForm.tsx'
import { useKit } from '../../context/KitContext.tsx'
import { whenPainted } from '../../context/whenIdle.ts'

/** The e-mail action's chunk, through the loaders' chunk (`viewLoaders.ts`: its preload map is there). */
const emailLogin = () => import('../viewLoaders.ts').then((m) => m.loadEmailLogin())

/**
 * The e-mail field on Connect (SPEC: default connect-method order email, social, wallet). Its action loads
 * when the page is idle once the open dialog has been painted — not while Connect is rendered hidden ahead of the click
 * (its effects run then too), so nothing of it is fetched before the dialog opens (issue 38); Continue
 * awaits it if it has not arrived.
 */
export function EmailLoginForm() {
  const { kit, t } = useKit()
  useEffect(() => {
    const load = () => whenPainted(() => emailLogin().catch(() => undefined))
    if (kit.stores.modal.get().open) {
      load()
      return
    }
    // a subscription, not a render: the click that opens the dialog re-renders nothing here
    const stop = kit.stores.modal.subscribeKey('open', (open) => {
      if (!open) return
      stop()
      load()
    })
    return stop
  }, [kit])
  return (
    <EmailForm
      label={t('email.label')}
      autoComplete="email"
      onSubmit={async (email) => (await emailLogin()).connectEmail(kit, email)}
    />
  )
}

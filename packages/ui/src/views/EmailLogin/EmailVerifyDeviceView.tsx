import { connectDevice } from '@gangway/core'
import { useCallback, useState } from 'react'
import { EmailAddress } from '../../components/EmailAddress.tsx'
import { useKit } from '../../context/KitContext.tsx'
import { textWithNode } from '../../i18n/textWithNode.tsx'
import { useOnce } from '../useOnce.ts'
import type { ViewProps } from '../viewRegistry.ts'

/** E-mail login on a new device: waits until the link mailed to the address was opened. */
export function EmailVerifyDeviceView({ data }: ViewProps) {
  const { kit, t } = useKit()
  const { email } = data as { email: string }
  const [error, setError] = useState<string | undefined>()
  const wait = useCallback(() => {
    setError(undefined)
    connectDevice(kit, email).catch((e: Error) => setError(e.message || t('error.generic')))
  }, [kit, email, t])
  useOnce(wait)
  return (
    <div className="center" data-testid="email-verify-device">
      <p>{t('email.approveDevice')}</p>
      <p className="muted">{textWithNode(t, 'email.deviceLinkSent', 'email', <EmailAddress email={email} />)}</p>
      {error ? (
        <>
          <p className="error-text" role="alert">
            {error}
          </p>
          <button type="button" className="primary" onClick={wait}>
            {t('connecting.retry')}
          </button>
        </>
      ) : (
        <div className="spinner" role="status" aria-label={t('modal.loading')} />
      )}
    </div>
  )
}

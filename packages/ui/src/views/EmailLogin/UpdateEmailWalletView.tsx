import { updateEmail } from '@gangway/core'
import { EmailForm } from '../../components/EmailForm.tsx'
import { useKit } from '../../context/KitContext.tsx'

/** Update e-mail: the new address; codes to the current and then the new address follow. */
export function UpdateEmailWalletView() {
  const { kit, t } = useKit()
  return <EmailForm label={t('email.newAddress')} onSubmit={(email) => updateEmail(kit, email)} />
}

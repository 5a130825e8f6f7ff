import { checkIfSmartAccountEnabled, setPreferredAccountType, showSnack } from '@gangway/core'
import { useState } from 'react'
import { Icon } from '../../components/Icon.tsx'
import { useKit } from '../../context/KitContext.tsx'
import { useStore } from '../../context/useStore.ts'
import { useFeatureText } from '../../i18n/useFeatureText.ts'
import { smartAccountText } from './smartAccountText.ts'

/**
 * AppKit's account-type toggle ("Switch to your EOA" / "Switch to your Smart Account"): shown for the
 * embedded wallet on a network with smart accounts; the button is busy (aria-busy, disabled) while the
 * switch runs, and a failure says so in the snackbar.
 */
export function SwitchAccountTypeButton() {
  const { kit } = useKit()
  const text = useFeatureText(smartAccountText)
  const [busy, setBusy] = useState(false)
  const chains = useStore(kit.stores.chains)
  const connector = useStore(kit.stores.connections, (s) => s.activeConnectorId.eip155)
  const account = chains.accounts.eip155
  if (connector !== 'ID_AUTH' || chains.activeNamespace !== 'eip155' || !account?.isConnected) return null
  if (!checkIfSmartAccountEnabled(kit)) return null
  const smart = account.preferredAccountType === 'smartAccount'
  const toggle = async () => {
    setBusy(true)
    try {
      await setPreferredAccountType(kit, smart ? 'eoa' : 'smartAccount', 'eip155')
    } catch (error) {
      showSnack(kit, error instanceof Error ? error.message : text('account.switchFailed'), 'error')
    } finally {
      setBusy(false)
    }
  }
  return (
    <button
      type="button"
      className="item"
      data-testid="account-toggle-preferred-account-type"
      disabled={busy}
      aria-busy={busy}
      onClick={() => void toggle()}
    >
      <Icon name="wallet" />
      <span className="name">{text(smart ? 'account.switchToEoa' : 'account.switchToSmartAccount')}</span>
      <Icon name="chevron" />
    </button>
  )
}

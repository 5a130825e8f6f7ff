import { setLegalCheckboxChecked } from '@gangway/core'
import { useKit } from '../../context/KitContext.tsx'
import { useStore } from '../../context/useStore.ts'
import { LegalLinks } from './LegalLinks.tsx'

/** Whether Connect shows the terms checkbox: `features.legalCheckbox` with a terms or privacy URL (AppKit's rule). */
export function useLegalCheckbox(): { shown: boolean; checked: boolean } {
  const { kit } = useKit()
  const options = useStore(kit.stores.options)
  const shown = options.features.legalCheckbox && Boolean(options.termsConditionsUrl || options.privacyPolicyUrl)
  return { shown, checked: options.isLegalCheckboxChecked }
}

/** "I agree to our Terms of Service and Privacy Policy": until ticked, no wallet can be picked. */
export function LegalCheckbox() {
  const { kit, t } = useKit()
  const { shown, checked } = useLegalCheckbox()
  if (!shown) return null
  return (
    <label className="legal-checkbox" data-testid="legal-checkbox">
      <input type="checkbox" checked={checked} onChange={(e) => setLegalCheckboxChecked(kit, e.target.checked)} />
      <span>
        {t('legal.checkbox')} <LegalLinks />
      </span>
    </label>
  )
}

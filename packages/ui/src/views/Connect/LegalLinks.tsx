import { useKit } from '../../context/KitContext.tsx'
import { useStore } from '../../context/useStore.ts'

/** "Terms of Service and Privacy Policy" — whichever of the site's two URLs are set, opened in a new tab. */
export function LegalLinks() {
  const { kit, t } = useKit()
  const terms = useStore(kit.stores.options, (s) => s.termsConditionsUrl)
  const privacy = useStore(kit.stores.options, (s) => s.privacyPolicyUrl)
  return (
    <>
      {terms ? (
        <a href={terms} target="_blank" rel="noopener noreferrer">
          {t('legal.terms')}
        </a>
      ) : null}
      {terms && privacy ? ` ${t('legal.and')} ` : null}
      {privacy ? (
        <a href={privacy} target="_blank" rel="noopener noreferrer">
          {t('legal.privacy')}
        </a>
      ) : null}
    </>
  )
}

/** Under Connect without the checkbox: "By connecting your wallet, you agree to our Terms … and Privacy …". */
export function LegalFooter() {
  const { kit, t } = useKit()
  const options = useStore(kit.stores.options)
  if (options.features.legalCheckbox || !(options.termsConditionsUrl || options.privacyPolicyUrl)) return null
  return (
    <p className="legal muted" data-testid="legal-footer">
      {t('legal.agree')} <LegalLinks />
    </p>
  )
}

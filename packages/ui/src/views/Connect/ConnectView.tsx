import { routerPush } from '@gangway/core'
import { Fragment, type ReactNode } from 'react'
import { Icon } from '../../components/Icon.tsx'
import { useKit } from '../../context/KitContext.tsx'
import { useStore } from '../../context/useStore.ts'
import { EmailLoginForm } from './EmailLoginForm.tsx'
import { LegalCheckbox, useLegalCheckbox } from './LegalCheckbox.tsx'
import { LegalFooter } from './LegalLinks.tsx'
import { SocialLoginButtons } from './SocialLoginButtons.tsx'
import { socialProviders } from './socialProviders.ts'
import { WalletGroupList } from './WalletGroupList.tsx'

/** SPEC §2: default connect-method order email, social, wallet (methods a site leaves out follow). */
const DEFAULT_ORDER = ['email', 'social', 'wallet'] as const

/**
 * Connect: the e-mail field, the social logins (SocialLoginButtons) and the wallets in
 * `features.connectMethodsOrder`; the wallets in their groups
 * (`features.connectorTypeOrder`), or behind one "Continue with a wallet" button when e-mail login is shown
 * and `features.collapseWallets` is on or `features.emailShowWallets` off; the terms checkbox
 * (`features.legalCheckbox`) that must be ticked before anything can be picked, or the terms line under it.
 */
export function ConnectView() {
  const { kit, t } = useKit()
  const features = useStore(kit.stores.options, (s) => s.features)
  const legal = useLegalCheckbox()
  const email = features.email && kit.embedded !== undefined
  // SPEC: default connect-method order email, social, wallet; a site may put wallets first
  const order = features.connectMethodsOrder
  // (a list without e-mail keeps the e-mail field first, as before social login existed)
  const sections = [...(order.includes('email') ? [] : ['email' as const]), ...order, ...DEFAULT_ORDER].filter(
    (s, i, all) => all.indexOf(s) === i,
  )
  const collapsed = email && (features.collapseWallets || !features.emailShowWallets)
  const wallets = !kit.options.enableWallets ? null : collapsed ? (
    <ul className="list">
      <li>
        <button
          type="button"
          className="item"
          data-testid="collapse-wallets"
          onClick={() => routerPush(kit, 'ConnectWallets')}
        >
          <span className="wallet-icon icon-box">
            <Icon name="wallet" />
          </span>
          <span className="name">{t('connect.continueWithWallet')}</span>
          <Icon name="chevron" />
        </button>
      </li>
    </ul>
  ) : (
    <WalletGroupList />
  )
  const socials = socialProviders(kit, features.socials).length > 0
  // the sections shown, in order, with an "or" between two of them (AppKit's separators)
  const shown = sections.flatMap((section): { key: string; node: ReactNode }[] =>
    section === 'email'
      ? email
        ? [{ key: 'email', node: <EmailLoginForm /> }]
        : []
      : section === 'social'
        ? socials
          ? [{ key: 'social', node: <SocialLoginButtons /> }]
          : []
        : wallets
          ? [{ key: 'wallet', node: wallets }]
          : [],
  )
  return (
    <>
      <LegalCheckbox />
      <fieldset className="plain" disabled={legal.shown && !legal.checked}>
        {shown.map(({ key, node }, index) => (
          <Fragment key={key}>
            {index > 0 ? <div className="or">{t('connect.or')}</div> : null}
            {node}
          </Fragment>
        ))}
      </fieldset>
      {kit.options.enableWalletGuide ? (
        <div className="footer">
          <button type="button" className="link" onClick={() => routerPush(kit, 'WhatIsAWallet')}>
            {t('connect.whatIsAWallet')}
          </button>
        </div>
      ) : null}
      <LegalFooter />
    </>
  )
}
export { connectFamily } from './connectFamily.ts'

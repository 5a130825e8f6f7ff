import { routerPush } from '@gangway/core'
import { Icon } from '../../components/Icon.tsx'
import { useKit } from '../../context/KitContext.tsx'
import { useStore } from '../../context/useStore.ts'
import { FarcasterSocialButton } from '../ConnectingFarcaster/FarcasterSocialButton.tsx'
import { EmailLoginForm } from './EmailLoginForm.tsx'
import { LegalCheckbox, useLegalCheckbox } from './LegalCheckbox.tsx'
import { LegalFooter } from './LegalLinks.tsx'
import { WalletGroupList } from './WalletGroupList.tsx'

/**
 * Connect: the e-mail field and the wallets in `features.connectMethodsOrder`; the wallets in their groups
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
  const emailFirst = order.indexOf('email') === -1 || order.indexOf('email') < order.indexOf('wallet')
  const collapsed = email && (features.collapseWallets || !features.emailShowWallets)
  // social logins (SPEC §9 order); Farcaster is the one offered so far
  const farcaster =
    Array.isArray(features.socials) && features.socials.includes('farcaster') && kit.embedded !== undefined
  return (
    <>
      <LegalCheckbox />
      <fieldset className="plain" disabled={legal.shown && !legal.checked}>
        {email && emailFirst ? <EmailLoginForm /> : null}
        {farcaster ? <FarcasterSocialButton /> : null}
        {!kit.options.enableWallets ? null : collapsed ? (
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
        )}
        {email && !emailFirst ? <EmailLoginForm /> : null}
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

import { LegalCheckbox, useLegalCheckbox } from '../Connect/LegalCheckbox.tsx'
import { LegalFooter } from '../Connect/LegalLinks.tsx'
import { WalletGroupList } from '../Connect/WalletGroupList.tsx'

/** The wallets behind Connect's "Continue with a wallet" (AppKit's ConnectWallets view). */
export function ConnectWalletsView() {
  const legal = useLegalCheckbox()
  return (
    <>
      <LegalCheckbox />
      <fieldset className="plain" disabled={legal.shown && !legal.checked}>
        <WalletGroupList />
      </fieldset>
      <LegalFooter />
    </>
  )
}

import { Icon } from '../../components/Icon.tsx'
import { useKit } from '../../context/KitContext.tsx'

/** WhatIsAWallet: a short explanation for first-time visitors. */
export function WhatIsAWalletView() {
  const { t } = useKit()
  return (
    <div className="center">
      <Icon name="wallet" size={48} />
      <p>{t('walletGuide.body')}</p>
      <p className="muted">{t('walletGuide.more')}</p>
    </div>
  )
}

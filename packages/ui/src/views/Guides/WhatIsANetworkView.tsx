import { Icon } from '../../components/Icon.tsx'
import { useKit } from '../../context/KitContext.tsx'

/** WhatIsANetwork: a short explanation of networks. */
export function WhatIsANetworkView() {
  const { t } = useKit()
  return (
    <div className="center">
      <Icon name="network" size={48} />
      <p>{t('networkGuide.body')}</p>
    </div>
  )
}

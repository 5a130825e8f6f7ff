import { type CaipNetwork, routerReset, switchNetwork } from '@gangway/core'
import { NetworkIcon } from '../../components/Icon.tsx'
import { useKit } from '../../context/KitContext.tsx'
import type { MessageKey } from '../../i18n/en.ts'
import type { ViewProps } from '../viewRegistry.ts'

/**
 * SwitchActiveChain: the visitor picked a network of a namespace no wallet is connected in. "Switch" makes
 * that network active and shows Connect, to connect a wallet for it (the other namespace stays connected).
 */
export function SwitchActiveChainView({ data }: ViewProps) {
  const { kit, t } = useKit()
  const { network } = data as { network: CaipNetwork }
  const chain = t(`chain.${network.chainNamespace}` as MessageKey)
  const run = () => {
    void switchNetwork(kit, network).then(
      () => routerReset(kit, 'Connect'),
      () => undefined,
    )
  }
  return (
    <div className="center">
      <NetworkIcon network={network} size={48} />
      <p>
        <strong>{t('switchChain.title', { chain })}</strong>
      </p>
      <p className="muted">{t('switchChain.hint', { chain })}</p>
      <button type="button" className="primary" onClick={run}>
        {t('switchChain.switch')}
      </button>
    </div>
  )
}

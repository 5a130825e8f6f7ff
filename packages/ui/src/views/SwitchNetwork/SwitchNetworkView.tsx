import { type CaipNetwork, KitError, routerReset, switchNetwork } from '@gangway/core'
import { useCallback, useState } from 'react'
import { Icon } from '../../components/Icon.tsx'
import { useKit } from '../../context/KitContext.tsx'
import { useOnce } from '../useOnce.ts'
import type { ViewProps } from '../viewRegistry.ts'

type Phase = 'switching' | 'declined' | 'failed'

/** SwitchNetwork: asks the wallet to switch; on success back to Account, else declined/failed with retry. */
export function SwitchNetworkView({ data }: ViewProps) {
  const { kit, t } = useKit()
  const { network } = data as { network: CaipNetwork }
  const [phase, setPhase] = useState<Phase>('switching')
  const run = useCallback(() => {
    setPhase('switching')
    switchNetwork(kit, network).then(
      () => routerReset(kit, 'Account'),
      (error: unknown) => setPhase(error instanceof KitError && error.rpcCode === 4001 ? 'declined' : 'failed'),
    )
  }, [kit, network])
  useOnce(run)
  return (
    <div className="center" data-phase={phase}>
      <Icon name="network" size={48} />
      {phase === 'switching' ? (
        <>
          <p>
            <strong>{t('switchNetwork.approve')}</strong>
          </p>
          <p className="muted">{t('switchNetwork.hint')}</p>
          <div className="spinner" role="status" aria-label={t('modal.loading')} />
        </>
      ) : (
        <>
          <p className="error-text" role="alert">
            {phase === 'declined' ? t('switchNetwork.declined') : t('switchNetwork.failed')}
          </p>
          <button type="button" className="primary" onClick={run}>
            {t('switchNetwork.retry')}
          </button>
        </>
      )}
    </div>
  )
}

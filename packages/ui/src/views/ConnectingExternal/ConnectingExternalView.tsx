import { connect, KitError } from '@gangway/core'
import type { ChainNamespace } from '@gangway/protocol'
import { useCallback, useState } from 'react'
import { WalletIcon } from '../../components/WalletIcon.tsx'
import { useKit } from '../../context/KitContext.tsx'
import { useStore } from '../../context/useStore.ts'
import { useOnce } from '../useOnce.ts'
import type { ViewProps } from '../viewRegistry.ts'

type Phase = 'connecting' | 'declined' | 'failed'

/** ConnectingExternal: asks the wallet to connect; waiting, declined (retry) and failed (retry) states. */
export function ConnectingExternalView({ data }: ViewProps) {
  const { kit, t } = useKit()
  const { connectorId, namespace } = data as { connectorId: string; namespace?: ChainNamespace }
  const connector = useStore(kit.stores.connectors, (s) =>
    s.connectors.find((c) => c.id.toLowerCase() === connectorId.toLowerCase() && (!namespace || c.chain === namespace)),
  )
  const [phase, setPhase] = useState<Phase>('connecting')
  const run = useCallback(() => {
    setPhase('connecting')
    connect(kit, { connectorId, ...(namespace ? { namespace } : {}) }).catch((error: unknown) => {
      setPhase(error instanceof KitError && error.code === 'CONNECTION_REJECTED' ? 'declined' : 'failed')
    })
  }, [kit, connectorId, namespace])
  useOnce(run)
  const name = connector?.name ?? connectorId
  return (
    <div className="center" data-phase={phase}>
      <WalletIcon src={connector?.imageUrl ?? connector?.info?.icon} className="big-icon" />
      {phase === 'connecting' ? (
        <>
          <p>
            <strong>{t('connecting.continueIn', { name })}</strong>
          </p>
          <p className="muted">{t('connecting.accept')}</p>
          <div className="spinner" role="status" aria-label={t('button.connecting')} />
        </>
      ) : (
        <>
          <p className="error-text" role="alert">
            {phase === 'declined' ? t('connecting.declined') : t('connecting.failed')}
          </p>
          <p className="muted">{phase === 'declined' ? t('connecting.declinedHint') : t('connecting.failedHint')}</p>
          <button type="button" className="primary" onClick={run}>
            {t('connecting.retry')}
          </button>
        </>
      )}
    </div>
  )
}

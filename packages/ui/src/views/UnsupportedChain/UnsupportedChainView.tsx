import { disconnect } from '@gangway/core'
import { Icon } from '../../components/Icon.tsx'
import { useKit } from '../../context/KitContext.tsx'
import { NetworkList } from '../Networks/NetworkList.tsx'

/** UnsupportedChain: the wallet is on a network the site does not support; switch or disconnect. */
export function UnsupportedChainView() {
  const { kit, t } = useKit()
  return (
    <>
      <div className="center">
        <Icon name="warning" size={40} />
        <p>
          <strong>{t('unsupported.title')}</strong>
        </p>
        <p className="muted">{t('unsupported.hint')}</p>
      </div>
      <NetworkList />
      <div className="footer">
        <button type="button" className="secondary" onClick={() => void disconnect(kit).catch(() => undefined)}>
          {t('account.disconnect')}
        </button>
      </div>
    </>
  )
}

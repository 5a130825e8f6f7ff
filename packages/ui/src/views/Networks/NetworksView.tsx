import { routerPush } from '@gangway/core'
import { useKit } from '../../context/KitContext.tsx'
import { NetworkList } from './NetworkList.tsx'

/** Networks: choose one of the site's networks. */
export function NetworksView() {
  const { kit, t } = useKit()
  return (
    <>
      <NetworkList />
      <div className="footer">
        <button type="button" className="link" onClick={() => routerPush(kit, 'WhatIsANetwork')}>
          {t('networks.whatIsANetwork')}
        </button>
      </div>
    </>
  )
}

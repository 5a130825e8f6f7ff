import { routerPush } from '@gangway/core'
import { Icon } from '../../components/Icon.tsx'
import { useKit } from '../../context/KitContext.tsx'
import { useStore } from '../../context/useStore.ts'
import type { ViewProps } from '../viewRegistry.ts'
import { ConnectingWalletConnectView } from './ConnectingWalletConnectView.tsx'

/**
 * ConnectingWalletConnectBasic (SPEC §2, desktop with no adapters): WalletConnect is the only way in, so the
 * dialog opens straight on its QR code and link, with "All wallets" below to pick a wallet from the registry
 * (its deep link) — AppKit's basic view.
 */
export function ConnectingWalletConnectBasicView(_props: ViewProps) {
  const { kit, t } = useKit()
  const features = useStore(kit.stores.options, (s) => s.features)
  const showAll = features.allWallets && kit.options.allWallets !== 'HIDE'
  return (
    <>
      <ConnectingWalletConnectView data={undefined} />
      {showAll ? (
        <ul className="list">
          <li>
            <button type="button" className="item" onClick={() => routerPush(kit, 'AllWallets')}>
              <span
                className="wallet-icon"
                style={{ display: 'inline-flex', alignItems: 'center', justifyContent: 'center' }}
              >
                <Icon name="wallet" />
              </span>
              <span className="name">{t('connect.allWallets')}</span>
              <Icon name="chevron" />
            </button>
          </li>
        </ul>
      ) : null}
    </>
  )
}

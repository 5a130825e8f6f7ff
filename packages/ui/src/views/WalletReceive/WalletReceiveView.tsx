import { useMemo } from 'react'
import { Icon } from '../../components/Icon.tsx'
import { useKit } from '../../context/KitContext.tsx'
import { useCopy } from '../../context/useCopy.ts'
import { useStore } from '../../context/useStore.ts'
import { qrDataUrl } from '../../format/qrDataUrl.ts'

/** Receive: the address as a QR code and text, copy, and the site's networks of that address's namespace. */
export function WalletReceiveView() {
  const { kit, t } = useKit()
  const copyText = useCopy()
  const chains = useStore(kit.stores.chains)
  const address = chains.accounts[chains.activeNamespace]?.address
  const networks = chains.networks.filter((n) => n.chainNamespace === chains.activeNamespace)
  const qr = useMemo(() => (address ? qrDataUrl(address, 2) : undefined), [address])
  if (!address || !qr) return null
  const copy = () => copyText(address, 'account.copied')
  return (
    <div className="center">
      <img className="qr" src={qr} alt={t('receive.qr')} width={240} height={240} data-testid="receive-qr" />
      <p className="mono" data-testid="receive-address">
        {address}
      </p>
      <button type="button" className="secondary" onClick={() => void copy()}>
        <Icon name="copy" size={16} /> {t('receive.copy')}
      </button>
      <p className="muted">{t('receive.hint')}</p>
      <ul className="chips" data-testid="receive-networks">
        {networks.map((n) => (
          <li key={n.caipNetworkId} className="tag">
            {n.name}
          </li>
        ))}
      </ul>
    </div>
  )
}

import type { BitcoinConnector } from '@gangway/adapter-bitcoin'
import { useAppKitAccount, useAppKitProvider } from '@gangway/react'
import { useEffect, useState } from 'react'
import { Card, Status, Value } from './ui/Card.tsx'

const MESSAGE = 'Hello from the Gangway demo'

/**
 * Bitcoin (`?bitcoin=on`): the payment and ordinal addresses the dialog connected, read through
 * `useAppKitProvider('bip122')` (AppKit's `BitcoinConnector`), and a BIP-322 message signature from the payment
 * address.
 */
export function BitcoinCard() {
  const account = useAppKitAccount({ namespace: 'bip122' })
  const { walletProvider } = useAppKitProvider<BitcoinConnector>('bip122')
  const [addresses, setAddresses] = useState<{ payment?: string; ordinal?: string }>({})
  const [signature, setSignature] = useState<string>()
  useEffect(() => {
    if (!walletProvider || !account.address) {
      setAddresses({})
      return
    }
    let live = true
    void walletProvider.getAccountAddresses().then(
      (list) =>
        live &&
        setAddresses({
          payment: list.find((a) => a.purpose === 'payment')?.address,
          ordinal: list.find((a) => a.purpose === 'ordinal')?.address,
        }),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [walletProvider, account.address])
  const sign = async () => {
    if (!walletProvider || !account.address) return
    try {
      setSignature(await walletProvider.signMessage({ address: account.address, message: MESSAGE, protocol: 'bip322' }))
    } catch (error) {
      setSignature(`error: ${(error as Error).message}`)
    }
  }
  return (
    <Card
      id="bitcoin"
      title="Bitcoin"
      blurb="A Bitcoin wallet's payment and ordinals accounts in the same dialog: send BTC with a fee rate, sign in, and sign a message (BIP-322)."
    >
      <dl>
        <dt>Status</dt>
        <Status testId="bitcoin-status" status={account.status} />
        <dt>Payment</dt>
        <Value testId="bitcoin-payment" value={addresses.payment} long />
        <dt>Ordinals</dt>
        <Value testId="bitcoin-ordinal" value={addresses.ordinal} long />
        <dt>Signature</dt>
        <Value testId="bitcoin-signature" value={signature} long />
      </dl>
      <div className="buttons">
        <button type="button" className="primary" disabled={!walletProvider} onClick={() => void sign()}>
          Sign a message (Bitcoin)
        </button>
      </div>
    </Card>
  )
}

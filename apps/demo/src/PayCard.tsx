import deployments from '@gangway/devnet/deployments.json'
import { useAppKitAccount } from '@gangway/react'
import { type PaymentAsset, usePay } from '@gangway/react/pay'
import { useState } from 'react'
import { Card, Value } from './ui/Card.tsx'

/** The devnet's gUSD on the first devnet chain (Gangway Devnet A, 31337). */
const gUSD: PaymentAsset = {
  network: `eip155:${deployments.chains[0]?.id ?? 31337}`,
  asset: deployments.tokens.usd?.address ?? '',
  metadata: { name: 'Gangway USD', symbol: 'gUSD', decimals: deployments.tokens.usd?.decimals ?? 6 },
}
/** The demo shop's till: a fixed address no dev account uses. */
export const PAY_RECIPIENT = '0x9a7e5d0f1b3c2a4e6d8f0b1c3d5e7f9a2b4c6d8e'

/**
 * AppKit Pay (`@gangway/react/pay`): the site asks for 5 gUSD to its till; the dialog's Pay view lets the
 * visitor pay from the connected wallet, and the site gets the transaction hash — or a clear failure.
 */
export function PayCard() {
  const account = useAppKitAccount()
  const [failure, setFailure] = useState<string>()
  const [hash, setHash] = useState<string>()
  const { open, isPending } = usePay({
    onSuccess: (data) => {
      setHash(data)
      setFailure(undefined)
    },
    onError: (error) => {
      setFailure(error)
      setHash(undefined)
    },
  })
  return (
    <Card
      id="pay"
      title="Take a payment"
      blurb="The site asks for 5 gUSD to its till; the visitor pays from the connected wallet without leaving the page, and the site gets the transaction."
    >
      <dl>
        <dt>Asks for</dt>
        <dd>5 gUSD on Gangway Devnet A</dd>
        <dt>To</dt>
        <Value testId="demo-pay-recipient" value={PAY_RECIPIENT} long />
        <dt>Status</dt>
        <Value testId="demo-pay-status" value={isPending ? 'paying' : hash ? 'paid' : failure ? 'failed' : undefined} />
        <dt>Transaction</dt>
        <Value testId="demo-pay-hash" value={hash} long />
        <dt>Error</dt>
        <Value testId="demo-pay-error" value={failure} />
      </dl>
      <div className="buttons">
        <button
          type="button"
          className="primary"
          onClick={() =>
            void open({ paymentAsset: gUSD, recipient: PAY_RECIPIENT, amount: 5 }).catch((e: Error) =>
              setFailure(e.message),
            )
          }
        >
          {account.isConnected ? 'Pay 5 gUSD' : 'Pay 5 gUSD (connect first)'}
        </button>
      </div>
    </Card>
  )
}

import deployments from '@gangway/devnet/deployments.json'
import { useAppKitAccount } from '@gangway/react'
import { type PaymentAsset, usePay } from '@gangway/react/pay'
import { useState } from 'react'
import { FeatureCard } from './features/FeatureCard.tsx'

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
    <FeatureCard
      id="pay"
      title="Pay"
      blurb="The site asks for a payment (recipient, amount, asset on a network); the visitor pays from the wallet."
    >
      <dl>
        <dt>Asks for</dt>
        <dd>5 gUSD on Gangway Devnet A</dd>
        <dt>To</dt>
        <dd data-testid="demo-pay-recipient">{PAY_RECIPIENT}</dd>
        <dt>Status</dt>
        <dd data-testid="demo-pay-status">{isPending ? 'paying' : hash ? 'paid' : failure ? 'failed' : '—'}</dd>
        <dt>Transaction</dt>
        <dd data-testid="demo-pay-hash">{hash ?? '—'}</dd>
        <dt>Error</dt>
        <dd data-testid="demo-pay-error">{failure ?? '—'}</dd>
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
    </FeatureCard>
  )
}

import { useAppKit, useAppKitAccount } from '@gangway/react'
import { Card } from './ui/Card.tsx'

/** "Balances, send and swap": the dialog's own views, opened from the site with `open({ view })`. */
export function DialogViewsCard() {
  const { open } = useAppKit()
  const { isConnected } = useAppKitAccount()
  return (
    <Card
      id="account"
      title="Balances, send and swap"
      blurb="The dialog's own screens, opened from the page: tokens with their prices, activity, sending, and swaps quoted from the chain's pools — all read from this machine's server."
    >
      <div className="buttons">
        <button type="button" disabled={!isConnected} onClick={() => void open({ view: 'Account' })}>
          Balances and activity
        </button>
        <button type="button" disabled={!isConnected} onClick={() => void open({ view: 'WalletSend' })}>
          Send tokens
        </button>
        <button
          type="button"
          disabled={!isConnected}
          onClick={() => void open({ view: 'Swap', arguments: { amount: '0.01', fromToken: 'ETH', toToken: 'gUSD' } })}
        >
          Swap 0.01 ETH to gUSD
        </button>
      </div>
      {isConnected ? null : <p className="hint">Connect a wallet first.</p>}
    </Card>
  )
}

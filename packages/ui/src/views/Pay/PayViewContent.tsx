import { isOnRampAvailable, payWithWallet, routerPush } from '@gangway/core'
import { TokenIcon } from '../../components/TokenIcon.tsx'
import { useStore } from '../../context/useStore.ts'
import { shortenAddress } from '../../format/shortenAddress.ts'
import { hasView } from '../viewLoaders.ts'
import { usePayment } from './usePayment.ts'

/** The on-ramp's first view (issue 18's on-ramp views); "Buy first" is offered only when the dialog has it. */
const ON_RAMP_VIEW = 'OnRampProviders' as const

/**
 * AppKit Pay's Pay view (`features.pay`): the amount and asset "on {network}", the recipient, then "Pay with
 * {wallet}" — or "Connect a wallet to pay" — and, with `features.onramp`, "Buy {symbol} first". A failed
 * payment is said here (AppKit Pay's message and the wallet's reason) and the visitor may try again.
 */
export function PayViewContent() {
  const { kit, p, format, pay, network, connected, walletName } = usePayment()
  const features = useStore(kit.stores.options, (s) => s.features)
  const options = pay.options
  if (!options) return <p className="muted center">{p('notConfigured')}</p>
  const { metadata } = options.paymentAsset
  // Buy as Account offers it (EVM or Solana, not in a restricted time zone), when the dialog has the view
  const buy = features.onramp && isOnRampAvailable(kit) && hasView(ON_RAMP_VIEW)
  return (
    <div className="preview" data-testid="pay-view">
      <div className="center">
        <TokenIcon url={metadata.logoURI} symbol={metadata.symbol} size={56} />
        <p className="muted">{p('amount')}</p>
        <p className="big" data-testid="pay-amount">
          {format.amount(options.amount, metadata.decimals) ?? options.amount} {metadata.symbol}
        </p>
        <p className="muted" data-testid="pay-network">
          {p('on', { network: network?.name ?? options.paymentAsset.network })}
        </p>
      </div>
      <dl className="facts">
        <dt>{p('to')}</dt>
        <dd title={options.recipient} data-testid="pay-recipient">
          {shortenAddress(options.recipient)}
        </dd>
      </dl>
      {pay.error ? (
        <p className="error-text" role="alert" data-testid="pay-error">
          {pay.reason ? `${pay.error}: ${pay.reason}` : pay.error}
        </p>
      ) : null}
      <div className="stack">
        {connected ? (
          <button
            type="button"
            className="primary"
            data-testid="pay-with-wallet"
            disabled={pay.isPaymentInProgress}
            onClick={() => void payWithWallet(kit).catch(() => undefined)}
          >
            {walletName ? p('payWith', { name: walletName }) : p('payWithWallet')}
          </button>
        ) : (
          <button
            type="button"
            className="primary"
            data-testid="pay-connect"
            onClick={() => routerPush(kit, 'Connect')}
          >
            {p('connect')}
          </button>
        )}
      </div>
      {buy ? (
        <>
          <div className="or" aria-hidden="true">
            {p('or')}
          </div>
          <div className="stack">
            <button
              type="button"
              className="secondary"
              data-testid="pay-buy"
              // the on-ramp's view name joins core's View type with the on-ramp views
              onClick={() => routerPush(kit, ON_RAMP_VIEW)}
            >
              {p('buyFirst', { symbol: metadata.symbol })}
            </button>
          </div>
        </>
      ) : null}
    </div>
  )
}

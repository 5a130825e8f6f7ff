import { shortenAddress } from '../../format/shortenAddress.ts'
import { usePayment } from './usePayment.ts'

/**
 * AppKit Pay's PayLoading view: while the wallet is asked, "Approve the payment in {wallet}" (a status);
 * once paid, "Payment completed" with the transaction (the dialog's × closes it). A failure goes back to Pay (core).
 */
export function PayLoadingViewContent() {
  const { kit, p, pay, network, walletName } = usePayment()
  const status = pay.currentPayment?.status
  const hash = pay.currentPayment?.result
  if (status === 'SUCCESS' && hash) {
    return (
      <div className="center" data-testid="pay-loading" data-status="success">
        <p role="status">
          <strong>{p('completed')}</strong>
        </p>
        <dl className="facts">
          <dt>{p('transaction')}</dt>
          <dd className="mono" title={hash} data-testid="pay-hash">
            {shortenAddress(hash)}
          </dd>
        </dl>
      </div>
    )
  }
  if (status === 'FAILED') {
    return (
      <div className="center" data-testid="pay-loading" data-status="failed">
        <p className="error-text" role="alert">
          {pay.error ?? p('failed')}
        </p>
      </div>
    )
  }
  return (
    <div className="center" data-testid="pay-loading" data-status="in-progress">
      <p>
        <strong>{p('approveIn', { name: walletName ?? 'wallet' })}</strong>
      </p>
      {network && kit.stores.chains.get().activeNetwork.caipNetworkId !== network.caipNetworkId ? (
        <p className="muted">{p('switching', { network: network.name })}</p>
      ) : null}
      <div className="spinner" role="status" aria-label={p('inProgress')} />
    </div>
  )
}

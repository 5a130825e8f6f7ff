import {
  approveSwapToken,
  ConstantsUtil,
  formatSwapAmount,
  isNativeSwapToken,
  parseSwapAmount,
  routerGoBack,
  swapTokens,
} from '@gangway/core'
import { useKit } from '../../context/KitContext.tsx'
import { useStore } from '../../context/useStore.ts'

/**
 * Review a swap: what is paid and received (at least, after 1 % slippage), price impact, network fee. When the
 * source token's allowance to the routers is short the first step is Approve; then Swap. The wallet's
 * answer or the chain's reason shows here when a step fails; the dialog stays for another try.
 */
export function SwapPreviewView() {
  const { kit, t, format } = useKit()
  const swap = useStore(kit.stores.swap)
  const network = useStore(kit.stores.chains, (s) => s.activeNetwork)
  const { sourceToken: from, toToken: to, quote } = swap
  if (!from || !to || !quote) {
    return <p className="muted empty">{t('swap.enterAmount')}</p>
  }
  const amount = parseSwapAmount(swap.sourceTokenAmount, from.decimals) ?? 0n
  const needsApproval = !isNativeSwapToken(from) && (swap.allowance ?? 0n) < amount
  const minimum = (BigInt(quote.toAmount) * BigInt(100 - ConstantsUtil.SWAP_SLIPPAGE)) / 100n
  const busy = swap.status !== 'idle'
  const row = (label: string, value: string, testId: string) => (
    <div className="item">
      <span className="name">{label}</span>
      <span data-testid={testId}>{value}</span>
    </div>
  )
  return (
    <div className="send" data-testid="swap-preview">
      {row(
        t('swap.pay'),
        `${format.amount(swap.sourceTokenAmount, from.decimals) ?? swap.sourceTokenAmount} ${from.symbol}`,
        'swap-preview-pay',
      )}
      {row(
        t('swap.receive'),
        `${format.amount(formatSwapAmount(quote.toAmount, to.decimals), 6)} ${to.symbol}`,
        'swap-preview-receive',
      )}
      {row(
        t('swap.minimum'),
        `${format.amount(formatSwapAmount(minimum, to.decimals), 6)} ${to.symbol}`,
        'swap-preview-minimum',
      )}
      {quote.priceImpact !== undefined
        ? row(t('swap.priceImpactLabel'), format.percent(quote.priceImpact), 'swap-preview-impact')
        : null}
      {swap.gasFee !== undefined
        ? row(
            t('preview.fee'),
            `${format.amount(formatSwapAmount(swap.gasFee, network.nativeCurrency.decimals), 6)} ${network.nativeCurrency.symbol}`,
            'swap-preview-fee',
          )
        : null}
      {needsApproval ? <p className="muted">{t('swap.approveHint', { symbol: from.symbol })}</p> : null}
      {swap.transactionError ? (
        <p className="error-text" role="alert" data-testid="swap-preview-error">
          {swap.transactionError}
        </p>
      ) : null}
      <div className="buttons">
        <button type="button" className="secondary" disabled={busy} onClick={() => routerGoBack(kit)}>
          {t('preview.cancel')}
        </button>
        {needsApproval ? (
          <button
            type="button"
            className="primary"
            disabled={busy}
            data-testid="swap-approve"
            onClick={() => void approveSwapToken(kit).catch(() => undefined)}
          >
            {swap.status === 'approving' ? t('preview.approve') : t('swap.approve', { symbol: from.symbol })}
          </button>
        ) : (
          <button
            type="button"
            className="primary"
            disabled={busy}
            data-testid="swap-confirm"
            onClick={() => void swapTokens(kit).catch(() => undefined)}
          >
            {swap.status === 'swapping' ? t('preview.approve') : t('swap.swap')}
          </button>
        )}
      </div>
    </div>
  )
}

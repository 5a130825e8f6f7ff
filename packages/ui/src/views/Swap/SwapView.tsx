import {
  ConstantsUtil,
  fetchSwapQuote,
  fetchTokenBalances,
  formatSwapAmount,
  initializeSwap,
  isNativeSwapToken,
  parseSwapAmount,
  routerPush,
  SWAP_NOT_SUPPORTED,
  type SwapArguments,
  switchSwapTokens,
  updateSwap,
} from '@gangway/core'
import type { SwapToken } from '@gangway/protocol'
import { useEffect, useId } from 'react'
import { AmountInput } from '../../components/AmountInput.tsx'
import { Icon } from '../../components/Icon.tsx'
import { TokenIcon } from '../../components/TokenIcon.tsx'
import { useKit } from '../../context/KitContext.tsx'
import { useStore } from '../../context/useStore.ts'
import type { ViewProps } from '../viewRegistry.ts'
import { swapBalance, swapFiat, swapPrice } from './swapBalance.ts'

/** Price impact (percent) from which the view warns. */
const HIGH_PRICE_IMPACT = 5

/**
 * Swap: what the visitor pays (amount, token, balance, Max, USD value) and receives (the quote), a flip
 * button, the price impact (a warning from 5 %), the network fee and the slippage; the button says what is
 * missing until the swap can be reviewed. Quotes are asked for once typing pauses (300 ms).
 */
export function SwapView({ data }: ViewProps) {
  const { kit, t, format } = useKit()
  const swap = useStore(kit.stores.swap)
  const network = useStore(kit.stores.chains, (s) => s.activeNetwork)
  const balances = useStore(kit.stores.portfolio, (s) => s.tokens)
  const amountId = useId()
  const args = data as SwapArguments | undefined
  const fresh = swap.arguments !== args || swap.caipNetworkId !== network.caipNetworkId || !swap.tokens
  // biome-ignore lint/correctness/useExhaustiveDependencies: starts once per opening (arguments) and network
  useEffect(() => {
    if (fresh) void initializeSwap(kit, args).catch(() => undefined)
    void fetchTokenBalances(kit, { force: true })
  }, [kit, args, network.caipNetworkId])
  const { sourceToken, toToken, sourceTokenAmount } = swap
  useEffect(() => {
    if (!sourceToken || !toToken || !sourceTokenAmount) return
    const timer = setTimeout(() => void fetchSwapQuote(kit), ConstantsUtil.SWAP_QUOTE_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [kit, sourceToken, toToken, sourceTokenAmount])

  if (swap.fetchError) {
    return (
      <p className="muted empty" role="alert" data-testid="swap-error">
        {swap.fetchError === SWAP_NOT_SUPPORTED ? t('swap.notSupported') : swap.fetchError}
      </p>
    )
  }
  if (fresh || swap.tokensLoading) {
    return (
      <div className="loading" role="status" aria-label={t('modal.loading')}>
        <div className="spinner" />
      </div>
    )
  }
  const fromBalance = swapBalance(balances, sourceToken)
  const toBalance = swapBalance(balances, toToken)
  const amount = sourceToken ? parseSwapAmount(sourceTokenAmount, sourceToken.decimals) : undefined
  const held = fromBalance && sourceToken ? parseSwapAmount(fromBalance.quantity.numeric, sourceToken.decimals) : 0n
  const quoted = swap.quote !== undefined && !swap.loadingQuote
  const problem =
    !sourceToken || !toToken
      ? t('swap.selectToken')
      : !sourceTokenAmount
        ? t('swap.enterAmount')
        : amount === undefined
          ? t('swap.invalidAmount')
          : amount > (held ?? 0n)
            ? t('swap.insufficientBalance', { symbol: sourceToken.symbol })
            : swap.inputError
              ? t('swap.noRoute')
              : !quoted
                ? t('swap.quoting')
                : undefined
  const impact = swap.quote?.priceImpact
  // Max of the native coin keeps twice the quoted network fee back for gas (all of it when no fee is known yet)
  const maxAmount = (numeric: string) => {
    if (!sourceToken || !isNativeSwapToken(sourceToken) || !swap.gasFee || held === undefined) return numeric
    const rest = held - swap.gasFee * 2n
    return rest > 0n ? formatSwapAmount(rest, sourceToken.decimals) : numeric
  }
  const tokenButton = (target: 'sourceToken' | 'toToken', token: SwapToken | undefined) => (
    <button
      type="button"
      className="token-pill"
      data-testid={`swap-select-${target}`}
      aria-label={token ? t('swap.changeToken', { symbol: token.symbol }) : t('swap.selectToken')}
      onClick={() => routerPush(kit, 'SwapSelectToken', { target })}
    >
      {token ? <TokenIcon url={token.logoUri} symbol={token.symbol} size={24} /> : null}
      <span>{token ? token.symbol : t('swap.selectToken')}</span>
      <Icon name="chevron" size={14} />
    </button>
  )
  return (
    <form
      className="send swap-form"
      data-testid="swap"
      onSubmit={(event) => {
        event.preventDefault()
        if (!problem) routerPush(kit, 'SwapPreview')
      }}
    >
      <div className="field-box">
        <div className="field-head">
          <label htmlFor={amountId}>{t('swap.pay')}</label>
          {fromBalance && sourceToken ? (
            <span>
              {t('send.balance', { amount: `${format.amount(fromBalance.quantity.numeric)} ${sourceToken.symbol}` })}{' '}
              <button
                type="button"
                className="link inline"
                onClick={() => updateSwap(kit, { sourceTokenAmount: maxAmount(fromBalance.quantity.numeric) })}
              >
                {t('send.max')}
              </button>
            </span>
          ) : null}
        </div>
        <div className="field-main">
          <AmountInput
            id={amountId}
            testId="swap-amount"
            className="amount-field"
            value={sourceTokenAmount}
            onChange={(amount) => updateSwap(kit, { sourceTokenAmount: amount })}
          />
          {tokenButton('sourceToken', sourceToken)}
        </div>
        <span className="field-foot" data-testid="swap-from-fiat">
          {swapFiat(swapPrice(swap.tokensPriceMap, fromBalance, sourceToken), sourceTokenAmount, format) ?? ''}
        </span>
      </div>
      <button
        type="button"
        className="flip"
        aria-label={t('swap.flip')}
        title={t('swap.flip')}
        data-testid="swap-flip"
        onClick={() => switchSwapTokens(kit)}
      >
        <Icon name="swap" size={18} />
      </button>
      <div className="field-box">
        <div className="field-head">
          <span>{t('swap.receive')}</span>
        </div>
        <div className="field-main">
          <output
            className="amount-field"
            data-testid="swap-to-amount"
            aria-label={t('swap.receive')}
            aria-live="polite"
          >
            {swap.loadingQuote ? '…' : (format.amount(swap.toTokenAmount, 6) ?? format.number(0))}
          </output>
          {tokenButton('toToken', toToken)}
        </div>
        <span className="field-foot" data-testid="swap-to-fiat">
          {swapFiat(swapPrice(swap.tokensPriceMap, toBalance, toToken), swap.toTokenAmount, format) ?? ''}
        </span>
      </div>
      {swap.inputError ? (
        <p className="error-text" role="alert" data-testid="swap-input-error">
          {swap.inputError}
        </p>
      ) : null}
      <div className="details">
        {quoted && impact !== undefined ? (
          <p data-testid="swap-price-impact" role={impact >= HIGH_PRICE_IMPACT ? 'alert' : undefined}>
            {impact >= HIGH_PRICE_IMPACT
              ? t('swap.highPriceImpact', { percent: format.percent(impact) })
              : t('swap.priceImpact', { percent: format.percent(impact) })}
          </p>
        ) : null}
        {quoted && swap.gasFee !== undefined ? (
          <p data-testid="swap-network-fee">
            {t('preview.fee')}: {format.amount(formatSwapAmount(swap.gasFee, network.nativeCurrency.decimals), 6)}{' '}
            {network.nativeCurrency.symbol}
          </p>
        ) : null}
        <p>{t('swap.slippage', { percent: format.percent(ConstantsUtil.SWAP_SLIPPAGE) })}</p>
      </div>
      <button type="submit" className="primary wide" disabled={problem !== undefined} data-testid="swap-submit">
        {problem ?? t('swap.review')}
      </button>
    </form>
  )
}

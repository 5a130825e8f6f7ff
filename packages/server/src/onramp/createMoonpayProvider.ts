import { createHash, randomUUID } from 'node:crypto'
import { ONRAMP_FEE_RANGE } from '@gangway/protocol'
import { formatCents, parseCents } from './decimalAmount.ts'
import { OnrampWebhookError } from './OnrampError.ts'
import type { MoonpayProviderConfig } from './OnrampProviderConfig.ts'
import type { OnrampAsset, OnrampProviderPlugin, OnrampQuoteInput } from './OnrampProviderPlugin.ts'
import { OnrampLimits } from './onrampLimits.ts'
import { signWidgetQuery } from './signWidgetQuery.ts'
import { verifyTimestampedSignature } from './verifyTimestampedSignature.ts'

/*
 * MoonPay, from its public documentation:
 * - widget URL and its parameters: https://dev.moonpay.com/widget/on-ramp/customization/parameters
 * - URL signing: https://dev.moonpay.com/docs/ramps-sdk-url-signing
 *   (https://dev.moonpay.com/widget/on-ramp/customization/url-signing)
 * - webhook signature: https://dev.moonpay.com/api-reference/widget/webhooks/signature
 * - buy quote: https://dev.moonpay.com/api-reference/widget/getbuyquote
 *   (`GET https://api.moonpay.com/v3/currencies/{currencyCode}/buy_quote?apiKey&baseCurrencyCode&baseCurrencyAmount…`)
 */
export const MOONPAY_SIGNATURE_HEADER = 'Moonpay-Signature-V2'
const WIDGET = { production: 'https://buy.moonpay.com', sandbox: 'https://buy-sandbox.moonpay.com' } as const
const API = 'https://api.moonpay.com'

/** MoonPay's currency code suffix per CAIP-2 network (USDC on Polygon is `usdc_polygon`, on Ethereum `usdc`). */
const NETWORK_SUFFIX: Record<string, string> = {
  'eip155:1': '',
  'eip155:137': '_polygon',
  'eip155:8453': '_base',
  'eip155:10': '_optimism',
  'eip155:42161': '_arbitrum',
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': '_sol',
}
/** Gangway's payment method ids (Coinbase's) → MoonPay's `paymentMethod`. */
const PAYMENT_METHOD: Record<string, string> = { card: 'credit_debit_card', ach_bank_account: 'ach_bank_transfer' }

/** MoonPay's transaction statuses → a purchase's (everything but completed and failed is still pending). */
const STATUS: Record<string, 'completed' | 'failed'> = { completed: 'completed', failed: 'failed' }

type Fetch = typeof fetch
const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined)
const amount = (v: unknown) =>
  typeof v === 'number' && Number.isFinite(v) ? String(v) : typeof v === 'string' && /^[0-9.]+$/.test(v) ? v : undefined

/** MoonPay's on-ramp: signed widget URL, `Moonpay-Signature-V2` webhooks, quotes from its buy_quote API. */
export function createMoonpayProvider(config: MoonpayProviderConfig, fetchFn: Fetch = fetch): OnrampProviderPlugin {
  const environment = config.environment ?? 'production'
  const apiUrl = (config.apiUrl ?? API).replace(/\/+$/, '')
  /** MoonPay's currency code of a token on a network: configured, else symbol + the network's suffix. */
  const currencyCode = (asset: OnrampAsset) => {
    const configured = config.currencyCodes?.[`${asset.caipNetworkId}:${asset.symbol}`]
    if (configured) return configured
    const symbol = asset.symbol.toLowerCase()
    // a chain's own coin has no suffix (eth, sol, pol)
    const suffix = asset.address === 'native' ? '' : (NETWORK_SUFFIX[asset.caipNetworkId] ?? '')
    return `${symbol}${suffix}`
  }
  return {
    description: {
      name: 'moonpay',
      label: config.label ?? 'MoonPay',
      feeRange: ONRAMP_FEE_RANGE,
      url: 'https://www.moonpay.com',
      supportedChains: ['eip155', 'solana'],
    },

    async quote({ fiatCurrency, fiatAmount, paymentMethod, asset }: OnrampQuoteInput) {
      const params = new URLSearchParams({
        apiKey: config.apiKey,
        baseCurrencyCode: fiatCurrency.toLowerCase(),
        baseCurrencyAmount: fiatAmount,
        paymentMethod: PAYMENT_METHOD[paymentMethod] ?? paymentMethod,
        areFeesIncluded: 'true',
      })
      const code = encodeURIComponent(currencyCode(asset))
      const res = await fetchFn(`${apiUrl}/v3/currencies/${code}/buy_quote?${params}`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(OnrampLimits.QUOTE_TIMEOUT_MS),
      })
      if (!res.ok) throw new Error(`MoonPay answered ${res.status}`)
      const q = (await res.json()) as Record<string, unknown>
      const fiat = (v: unknown, name: string) => {
        const cents = parseCents(amount(v) ?? '')
        // MoonPay answers numbers such as 288.37; more than two decimals is not a fiat amount
        if (cents === undefined) throw new Error(`MoonPay's quote has no ${name}`)
        return { amount: formatCents(cents), currency: fiatCurrency }
      }
      const crypto = amount(q.quoteCurrencyAmount)
      if (!crypto) throw new Error("MoonPay's quote has no quoteCurrencyAmount")
      return {
        paymentTotal: fiat(q.totalAmount, 'totalAmount'),
        paymentSubtotal: fiat(q.baseCurrencyAmount, 'baseCurrencyAmount'),
        purchaseAmount: { amount: crypto, currency: asset.symbol },
        networkFee: fiat(q.networkFeeAmount, 'networkFeeAmount'),
        providerFee: fiat(q.feeAmount, 'feeAmount'),
        quoteId: `moonpay-${randomUUID()}`,
      }
    },

    widgetUrl({ purchase }) {
      const params = new URLSearchParams({
        apiKey: config.apiKey,
        currencyCode: currencyCode(purchase.asset),
        walletAddress: purchase.address,
        baseCurrencyCode: purchase.fiatCurrency.toLowerCase(),
        baseCurrencyAmount: purchase.fiatAmount,
        paymentMethod: PAYMENT_METHOD[purchase.paymentMethod] ?? purchase.paymentMethod,
        externalTransactionId: purchase.id,
      })
      if (config.redirectUrl) params.set('redirectURL', config.redirectUrl)
      return signWidgetQuery(WIDGET[environment], params, config.secretKey)
    },

    verifyWebhook(rawBody, headers, now) {
      const t = verifyTimestampedSignature(
        MOONPAY_SIGNATURE_HEADER,
        headers.get(MOONPAY_SIGNATURE_HEADER),
        rawBody,
        config.webhookKey,
        now,
      )
      let body: { type?: unknown; data?: Record<string, unknown> }
      try {
        body = JSON.parse(rawBody)
      } catch {
        throw new OnrampWebhookError('The webhook body is not JSON')
      }
      const data = body && typeof body === 'object' ? body.data : undefined
      if (!data || typeof data !== 'object') throw new OnrampWebhookError('The webhook body has no transaction (data)')
      const purchaseId = text(data.externalTransactionId)
      const status = text(data.status)
      if (!purchaseId || !status) {
        throw new OnrampWebhookError('The transaction has no externalTransactionId or status')
      }
      return {
        // MoonPay sends no event id one can rely on: the signed timestamp and the body identify the delivery
        eventId: `${t}.${createHash('sha256').update(rawBody).digest('hex')}`,
        purchaseId,
        status: STATUS[status] ?? 'pending',
        cryptoAmount: amount(data.quoteCurrencyAmount),
        fiatAmount: amount(data.baseCurrencyAmount),
        txHash: text(data.cryptoTransactionId),
        failureReason: text(data.failureReason),
      }
    },
  }
}

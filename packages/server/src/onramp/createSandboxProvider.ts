import { randomUUID } from 'node:crypto'
import { ONRAMP_FEE_RANGE, PurchaseStatusSchema } from '@gangway/protocol'
import { z } from 'zod/mini'
import type { PriceTable } from '../balances/TokenEntry.ts'
import { cryptoForFiat, formatCents, parseCents } from './decimalAmount.ts'
import { OnrampError, OnrampErrorCode, OnrampWebhookError } from './OnrampError.ts'
import type { SandboxProviderConfig } from './OnrampProviderConfig.ts'
import type { OnrampProviderPlugin, OnrampQuoteInput } from './OnrampProviderPlugin.ts'
import { OnrampLimits } from './onrampLimits.ts'
import { signWidgetQuery } from './signWidgetQuery.ts'
import { verifyTimestampedSignature } from './verifyTimestampedSignature.ts'

export const SANDBOX_SIGNATURE_HEADER = 'Gangway-Sandbox-Signature'

/** The sandbox's webhook body (notes/onramp-contract.md §3). */
const SandboxEventSchema = z.object({
  eventId: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,128}$/)),
  purchaseId: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,128}$/)),
  status: PurchaseStatusSchema,
  cryptoAmount: z.optional(z.nullable(z.string().check(z.regex(/^[0-9]{1,30}(\.[0-9]{1,30})?$/)))),
  fiatAmount: z.optional(z.nullable(z.string().check(z.regex(/^[0-9]{1,12}(\.[0-9]{1,2})?$/)))),
  fiatCurrency: z.optional(z.nullable(z.string())),
  txHash: z.optional(z.nullable(z.string().check(z.regex(/^[0-9A-Za-z]{32,128}$/)))),
  failureReason: z.optional(z.nullable(z.string().check(z.maxLength(500)))),
})

/** A price table key: EVM addresses in lowercase, Solana mints as written (as the balances read them). */
const priceKey = (caip: string) => (caip.startsWith('eip155:') ? caip.toLowerCase() : caip)

/**
 * The local sandbox provider (apps/onramp-sandbox; contract in notes/onramp-contract.md): its quote is the
 * server's `PRICE_TABLE` price less a 1.5 % provider fee and a small network fee; its widget URL is signed
 * like MoonPay's; its webhook carries `Gangway-Sandbox-Signature` (MoonPay's V2 scheme, 300 s window).
 */
export function createSandboxProvider(config: SandboxProviderConfig, prices: PriceTable): OnrampProviderPlugin {
  const base = config.url.replace(/\/+$/, '')
  const networkFee = parseCents(config.networkFee ?? OnrampLimits.SANDBOX_NETWORK_FEE) ?? 0n
  return {
    description: {
      name: 'sandbox',
      label: config.label ?? 'Gangway Sandbox',
      feeRange: ONRAMP_FEE_RANGE,
      url: base,
      supportedChains: ['eip155', 'solana'],
    },

    async quote({ fiatCurrency, fiatAmount, asset }: OnrampQuoteInput) {
      const cents = parseCents(fiatAmount)
      if (cents === undefined) throw new Error(`not a fiat amount: ${fiatAmount}`)
      const token = asset.address === 'native' ? 'native' : asset.address
      const price = prices[fiatCurrency.toLowerCase()]?.[priceKey(`${asset.caipNetworkId}:${token}`)]
      if (price === undefined || price <= 0) {
        throw new Error(`no ${fiatCurrency} price for ${asset.symbol} on ${asset.caipNetworkId}`)
      }
      // fee rounded to the cent, half up
      const providerFee = (cents * OnrampLimits.SANDBOX_FEE_BPS + 5_000n) / 10_000n
      const subtotal = cents - providerFee - networkFee
      if (subtotal <= 0n) throw new Error('the fees are more than the amount')
      const decimals = Math.min(OnrampLimits.MAX_CRYPTO_DECIMALS, asset.decimals)
      const crypto = cryptoForFiat(subtotal, price, decimals)
      if (crypto === undefined) throw new Error(`bad price for ${asset.symbol}`)
      const fiat = (amount: bigint) => ({ amount: formatCents(amount), currency: fiatCurrency })
      return {
        paymentTotal: fiat(cents),
        paymentSubtotal: fiat(subtotal),
        purchaseAmount: { amount: crypto, currency: asset.symbol },
        networkFee: fiat(networkFee),
        providerFee: fiat(providerFee),
        quoteId: `sandbox-${randomUUID()}`,
      }
    },

    widgetUrl({ purchase, webhookUrl }) {
      if (purchase.cryptoAmount === null) {
        throw new OnrampError(
          OnrampErrorCode.PROVIDER_FAILED,
          `The sandbox cannot sell ${purchase.asset.symbol} on ${purchase.asset.caipNetworkId}: it has no ${purchase.fiatCurrency} price for it`,
          502,
        )
      }
      const params = new URLSearchParams({
        purchaseId: purchase.id,
        account: purchase.account,
        asset: purchase.asset.address,
        symbol: purchase.asset.symbol,
        decimals: String(purchase.asset.decimals),
        cryptoAmount: purchase.cryptoAmount,
        fiatAmount: purchase.fiatAmount,
        fiatCurrency: purchase.fiatCurrency,
        paymentMethod: purchase.paymentMethod,
        webhookUrl,
      })
      return signWidgetQuery(`${base}/buy`, params, config.secret)
    },

    verifyWebhook(rawBody, headers, now) {
      verifyTimestampedSignature(
        SANDBOX_SIGNATURE_HEADER,
        headers.get(SANDBOX_SIGNATURE_HEADER),
        rawBody,
        config.secret,
        now,
      )
      let json: unknown
      try {
        json = JSON.parse(rawBody)
      } catch {
        throw new OnrampWebhookError('The webhook body is not JSON')
      }
      const parsed = SandboxEventSchema.safeParse(json)
      if (!parsed.success) {
        const issue = parsed.error.issues[0]
        throw new OnrampWebhookError(
          `The webhook body is not a sandbox event: ${issue?.path.join('.')} ${issue?.message}`,
        )
      }
      const e = parsed.data
      return {
        eventId: e.eventId,
        purchaseId: e.purchaseId,
        status: e.status,
        cryptoAmount: e.cryptoAmount ?? undefined,
        fiatAmount: e.fiatAmount ?? undefined,
        txHash: e.txHash ?? undefined,
        failureReason: e.failureReason ?? undefined,
      }
    },
  }
}

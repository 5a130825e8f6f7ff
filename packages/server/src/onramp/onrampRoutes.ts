import { randomBytes } from 'node:crypto'
import {
  DEFAULT_ONRAMP_PURCHASE_CURRENCIES,
  mockedOnrampQuote,
  ONRAMP_PAYMENT_CURRENCIES,
  type OnrampOptionsResponse,
  type OnrampQuote,
  OnrampQuoteRequestSchema,
  OnrampUrlRequestSchema,
  type OnrampUrlResponse,
} from '@gangway/protocol'
import type { Context, Hono } from 'hono'
import type { Kysely } from 'kysely'
import type { Database } from '../db/Database.ts'
import type { AppEnv } from '../http/AppEnv.ts'
import type { Log } from '../log.ts'
import { type OnrampCatalogCurrency, publicCurrency } from './buildOnrampOptions.ts'
import { OnrampError, OnrampErrorCode } from './OnrampError.ts'
import type { OnrampProviderPlugin, OnrampQuoteInput } from './OnrampProviderPlugin.ts'
import { OnrampLimits } from './onrampLimits.ts'
import { onrampPurchases } from './onrampPurchases.ts'
import {
  checkDestination,
  findCurrency,
  findNetwork,
  nativeCurrencyOf,
  pickProvider,
  resolvePayment,
} from './resolveOnrampRequest.ts'

export type OnrampOptions = {
  providers: readonly OnrampProviderPlugin[]
  /** The purchase currencies (served chains' native coins and token lists); throwing → SPEC's defaults. */
  catalog: () => OnrampCatalogCurrency[]
  /** This server's public base URL, for the webhook URL handed to a provider. */
  webhookBaseUrl: () => string
  log: Log
}

const bad = (message: string) => new OnrampError(OnrampErrorCode.BAD_REQUEST, message)
const issueText = (error: { issues: { path: PropertyKey[]; message: string }[] }) => {
  const issue = error.issues[0]
  return `${issue?.path.join('.') || 'body'} ${issue?.message ?? 'is invalid'}`
}

/**
 * `GET /v1/onramp/options`, `POST /v1/onramp/quote`, `POST /v1/generators/onrampurl` and
 * `GET /v1/onramp/purchases?ids=` (SPEC §7, AppKit's shapes plus Gangway's providers and purchases), behind
 * the project guard. The provider's webhook is `onrampWebhookRoutes` (no project, server to server).
 */
export function onrampRoutes(app: Hono<AppEnv>, db: Kysely<Database>, options: OnrampOptions): void {
  const purchases = onrampPurchases(db)
  const handle = (fn: (c: Context<AppEnv>) => Promise<Response>) => async (c: Context<AppEnv>) => {
    try {
      return await fn(c)
    } catch (error) {
      if (error instanceof OnrampError) return error.respond(c)
      throw error
    }
  }
  const catalog = () => {
    try {
      return options.catalog()
    } catch (error) {
      options.log('warn', 'onramp options failed, built-in defaults answered', { error: (error as Error).message })
      return undefined
    }
  }
  const json = async (c: Context) => {
    const body = await c.req.json().catch(() => undefined)
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw bad('the body must be a JSON object')
    return body as unknown
  }
  /** The provider's quote, or SPEC §8's mocked 1:1 quote when it fails. */
  const quoteOrMocked = async (provider: OnrampProviderPlugin | undefined, input: OnrampQuoteInput) => {
    if (provider) {
      try {
        return { quote: (await provider.quote(input)) as OnrampQuote, real: true }
      } catch (error) {
        options.log('warn', 'onramp quote failed, mocked quote answered', {
          provider: provider.description.name,
          error: (error as Error).message,
        })
      }
    }
    return { quote: mockedOnrampQuote(input.fiatAmount, input.fiatCurrency), real: false }
  }

  app.get(
    '/v1/onramp/options',
    handle(async (c) => {
      const built = catalog()
      const body: OnrampOptionsResponse = {
        paymentCurrencies: ONRAMP_PAYMENT_CURRENCIES,
        purchaseCurrencies: built ? built.map(publicCurrency) : DEFAULT_ONRAMP_PURCHASE_CURRENCIES,
        providers: options.providers.map((p) => p.description),
      }
      return c.json(body)
    }),
  )

  app.post(
    '/v1/onramp/quote',
    handle(async (c) => {
      const parsed = OnrampQuoteRequestSchema.safeParse(await json(c))
      if (!parsed.success) throw bad(issueText(parsed.error))
      const q = parsed.data
      const provider = options.providers.length > 0 ? pickProvider(options.providers, q.provider) : undefined
      const payment = resolvePayment(q.paymentCurrency.id, q.paymentMethod, q.amount)
      const built = catalog()
      // without options (they answered the built-in defaults) nothing can be quoted: SPEC §8's stand-in
      if (!built) return c.json(mockedOnrampQuote(payment.fiatAmount, payment.fiatCurrency))
      const currency = findCurrency(built, q.purchaseCurrency.id, q.purchaseCurrency.symbol)
      // Gangway's dialog names the network (`caipNetworkId`); AppKit sends the currency's symbol as `network`:
      // then the networks it sent, else the first
      const named =
        q.caipNetworkId ??
        (q.network === currency.symbol || q.network === q.purchaseCurrency.symbol ? undefined : q.network)
      const network = named
        ? findNetwork(currency, [named])
        : findNetwork(
            currency,
            q.purchaseCurrency.networks
              .flatMap((n) => [n.caipNetworkId, n.chain_id])
              .filter((k) => currency.networks.some((m) => m.caipNetworkId === k || m.chain_id === k)),
            true,
          )
      const { quote } = await quoteOrMocked(provider, { ...payment, asset: network.asset })
      return c.json(quote)
    }),
  )

  app.post(
    '/v1/generators/onrampurl',
    handle(async (c) => {
      const parsed = OnrampUrlRequestSchema.safeParse(await json(c))
      if (!parsed.success) throw bad(issueText(parsed.error))
      const r = parsed.data
      const provider = pickProvider(options.providers, r.provider)
      const wallet = r.destinationWallets[0]
      if (!wallet) throw bad('destinationWallets must name the destination address')
      if (r.presetFiatAmount === undefined || !Number.isFinite(r.presetFiatAmount) || r.presetFiatAmount <= 0) {
        throw bad('presetFiatAmount is required (the fiat amount, e.g. 50)')
      }
      const payment = resolvePayment(r.paymentCurrency, r.paymentMethod, r.presetFiatAmount.toFixed(2))
      const networkKeys = [
        r.caipNetworkId,
        r.defaultNetwork,
        ...(wallet.supportedNetworks ?? []),
        ...(wallet.blockchains ?? []),
      ]
      const named = r.purchaseCurrency ?? wallet.assets?.[0]
      // SPEC §7's payload alone (no purchase currency): the named network's native coin
      const currency = named ? findCurrency(catalog() ?? [], named) : nativeCurrencyOf(catalog() ?? [], networkKeys)
      const network = findNetwork(currency, networkKeys)
      if (!provider.description.supportedChains.includes(network.asset.namespace)) {
        throw bad(`${provider.description.label} does not sell on ${network.asset.namespace} networks`)
      }
      const address = checkDestination(wallet.address, network)
      const { quote, real } = await quoteOrMocked(provider, { ...payment, asset: network.asset })
      const id = randomBytes(OnrampLimits.PURCHASE_ID_BYTES).toString('base64url')
      const purchase = {
        id,
        account: `${network.caipNetworkId}:${address}`,
        address,
        asset: network.asset,
        ...payment,
        cryptoAmount: real ? quote.purchaseAmount.amount : null,
      }
      const name = provider.description.name
      const webhookUrl = `${options.webhookBaseUrl().replace(/\/+$/, '')}/v1/onramp/webhook/${name}`
      // the URL first: a provider refusing it stores nothing
      const url = provider.widgetUrl({ purchase, webhookUrl })
      await purchases.create({
        id,
        projectId: c.get('project').id,
        provider: name,
        account: purchase.account,
        purchaseCurrency: currency.id,
        asset: `${network.caipNetworkId}:${network.asset.address}`,
        purchaseAmount: purchase.cryptoAmount,
        paymentCurrency: payment.fiatCurrency,
        paymentAmount: payment.fiatAmount,
        paymentMethod: payment.paymentMethod,
      })
      return c.json({ url, purchaseId: id } satisfies OnrampUrlResponse)
    }),
  )

  app.get(
    '/v1/onramp/purchases',
    handle(async (c) => {
      const ids = (c.req.query('ids') ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
      if (ids.length === 0) throw bad('ids is required: the purchase ids, comma-separated')
      if (ids.length > OnrampLimits.PURCHASES_MAX_IDS) {
        throw bad(`ids names ${ids.length} purchases; at most ${OnrampLimits.PURCHASES_MAX_IDS} at a time`)
      }
      const wellFormed = ids.filter((id) => /^[A-Za-z0-9_-]{16,64}$/.test(id))
      return c.json({ purchases: await purchases.byIds(c.get('project').id, [...new Set(wellFormed)]) })
    }),
  )
}

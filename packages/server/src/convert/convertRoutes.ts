import {
  type ConvertAllowanceResponse,
  type ConvertBuildApproveResponse,
  type ConvertBuildTransactionResponse,
  type ConvertGasPriceResponse,
  type ConvertQuotesResponse,
  type ConvertTokensResponse,
  NATIVE_TOKEN_ADDRESS,
} from '@gangway/protocol'
import type { Context, Hono } from 'hono'
import {
  type Address,
  createPublicClient,
  encodeFunctionData,
  erc20Abi,
  http,
  maxUint256,
  type PublicClient,
} from 'viem'
import type { TokenEntry } from '../balances/TokenEntry.ts'
import type { AppEnv } from '../http/AppEnv.ts'
import { createTtlCache } from '../http/createTtlCache.ts'
import { MULTICALL3 } from '../rpc/multicall3.ts'
import { ConvertError, GAS_PRICE_UNSUPPORTED } from './ConvertError.ts'
import { ConvertLimits } from './convertLimits.ts'
import { amountParam, chainParam, slippageParam, tokenParam, userParam } from './convertParams.ts'
import { createUniswapProvider } from './createUniswapProvider.ts'
import { listSwapTokens } from './listSwapTokens.ts'
import type { SwapDexes } from './SwapDexes.ts'
import type { SwapProvider, SwapRequest, SwapRoute } from './SwapProvider.ts'

export type ConvertOptions = {
  /** RPC upstream per CAIP-2 chain (`RPC_UPSTREAMS`): swaps are served where a DEX and an upstream are. */
  upstreams: Record<string, string>
  /** DEX contracts per chain (`SWAP_DEXES`, mainnet defaults). */
  dexes: SwapDexes
  /** The tokens a chain swaps (`TOKEN_LISTS`), kept where they have a pool. */
  tokenLists: Record<string, TokenEntry[]>
  timeoutMs: number
  retries: number
  /** Aggregators beside the on-chain Uniswap provider (SwapProvider.ts). */
  providers?: SwapProvider[]
  now?: () => number
}

type Token = { caip: string; chainId: string; token: Address | 'native' }

/**
 * `/v1/convert/{tokens,quotes,allowance,gas-price,build-approve,build-transaction}` (SPEC §7, AppKit's
 * shapes): quotes and swap calldata from the chain itself (Uniswap v2/v3 through the operator's RPC, plus any
 * configured aggregator). Read-only: nothing is stored, nothing is sent; the visitor's wallet sends.
 */
export function convertRoutes(app: Hono<AppEnv>, options: ConvertOptions): void {
  const now = options.now ?? Date.now
  const served = Object.keys(options.dexes).filter((chainId) => options.upstreams[chainId])
  const clients = new Map<string, PublicClient>()
  const client = (chainId: string): PublicClient => {
    let c = clients.get(chainId)
    if (!c) {
      c = createPublicClient({
        transport: http(options.upstreams[chainId], { timeout: options.timeoutMs, retryCount: options.retries }),
      }) as PublicClient
      clients.set(chainId, c)
    }
    return c
  }
  const servedDexes = Object.fromEntries(served.map((id) => [id, options.dexes[id]])) as SwapDexes
  const providers = [createUniswapProvider(servedDexes, client), ...(options.providers ?? [])]
  const swapChains = [...new Set([...served, ...providers.slice(1).flatMap((p) => p.chains())])].filter(
    (id) => options.upstreams[id],
  )
  const tokensCache = createTtlCache<TokenEntry[]>(ConvertLimits.TOKENS_CACHE_MS)

  const wrapped = (chainId: string) => options.dexes[chainId]?.weth.toLowerCase()
  /** A token the chain swaps: the native coin, its wrapped coin, or one of its listed tokens. */
  const known = (param: string, t: Token) => {
    if (t.token === 'native' || t.token.toLowerCase() === wrapped(t.chainId)) return
    const listed = (options.tokenLists[t.chainId] ?? []).some((e) => e.address.toLowerCase() === t.token.toLowerCase())
    if (!listed) throw new ConvertError(param, `${param} ${t.caip} is not a swap token on ${t.chainId}`)
  }
  const pair = (query: (name: string) => unknown) => {
    const from = tokenParam('from', query('from'), swapChains)
    const to = tokenParam('to', query('to'), swapChains)
    if (to.chainId !== from.chainId) throw new ConvertError('to', `to is on ${to.chainId}, from on ${from.chainId}`)
    known('from', from)
    known('to', to)
    if (from.token === to.token) throw new ConvertError('to', 'to is the same token as from')
    return { from, to }
  }
  const bestQuote = async (request: SwapRequest) => {
    const quotes = await Promise.all(
      providers
        .filter((p) => p.chains().includes(request.chainId))
        .map((p) =>
          p
            .quote(request)
            .then((route) =>
              route && (route.priceImpact ?? 0) <= ConvertLimits.MAX_PRICE_IMPACT_PERCENT
                ? { provider: p, route }
                : undefined,
            ),
        ),
    )
    const best = quotes.reduce<{ provider: SwapProvider; route: SwapRoute } | undefined>(
      (a, q) => (q && (!a || q.route.amountOut > a.route.amountOut) ? q : a),
      undefined,
    )
    if (!best)
      throw new ConvertError(
        'amount',
        `insufficient liquidity: no route swaps this amount within ${ConvertLimits.MAX_PRICE_IMPACT_PERCENT}% price impact`,
      )
    return best
  }
  const gasPrice = async (chainId: string) => client(chainId).getGasPrice()
  /** The spenders' allowances of the user's token (the smallest counts: either router may carry the swap). */
  const allowances = async (t: Token, owner: Address) => {
    const spenders = [...new Set(providers.flatMap((p) => p.spenders(t.chainId)))]
    const results = await client(t.chainId).multicall({
      contracts: spenders.map(
        (spender) =>
          ({ address: t.token as Address, abi: erc20Abi, functionName: 'allowance', args: [owner, spender] }) as const,
      ),
      allowFailure: false,
      multicallAddress: MULTICALL3,
    })
    return spenders.map((spender, i) => ({ spender, allowance: results[i] as bigint }))
  }
  const handle = (fn: (c: Context<AppEnv>) => Promise<Response>) => async (c: Context<AppEnv>) => {
    try {
      return await fn(c)
    } catch (error) {
      if (error instanceof ConvertError) return error.respond(c)
      const message = (error as Error).message.split('\n')[0] ?? 'unknown error'
      return new ConvertError('chainId', `Could not read the chain: ${message}`, 502).respond(c)
    }
  }

  app.get(
    '/v1/convert/tokens',
    handle(async (c) => {
      const chainId = chainParam('chainId', c.req.query('chainId'), swapChains)
      const dex = options.dexes[chainId]
      const listed = dex
        ? await tokensCache.get(chainId, () => listSwapTokens(client(chainId), dex, options.tokenLists[chainId] ?? []))
        : (options.tokenLists[chainId] ?? [])
      const body: ConvertTokensResponse = {
        tokens: [
          {
            name: 'Ether',
            symbol: 'ETH',
            address: `${chainId}:${NATIVE_TOKEN_ADDRESS}`,
            decimals: 18,
            logoUri: '/public/getCurrencyImage/ETH',
          },
          ...listed.map((t) => ({
            name: t.name,
            symbol: t.symbol,
            address: `${chainId}:${t.address}`,
            decimals: t.decimals,
            logoUri: `/public/getTokenImage/${t.symbol}`,
            eip2612: false,
          })),
        ],
      }
      return c.json(body)
    }),
  )

  app.get(
    '/v1/convert/quotes',
    handle(async (c) => {
      const q = (name: string) => c.req.query(name)
      const amount = amountParam('amount', q('amount'))
      const { from, to } = pair(q)
      userParam('userAddress', q('userAddress'))
      const gas = q('gasPrice')
      if (gas !== undefined && gas !== '' && !/^[0-9]{1,78}$/.test(gas)) {
        throw new ConvertError('gasPrice', 'gasPrice must be an integer (wei per gas)')
      }
      const { route } = await bestQuote({ chainId: from.chainId, from: from.token, to: to.token, amount })
      const feeAmount = (amount * BigInt(Math.round(route.feePercent * 10_000))) / 1_000_000n
      const body: ConvertQuotesResponse = {
        quotes: [
          {
            id: null,
            fromAmount: amount.toString(),
            fromAccount: from.caip,
            toAmount: route.amountOut.toString(),
            toAccount: to.caip,
            ...(route.priceImpact !== undefined ? { priceImpact: route.priceImpact } : {}),
            fee: { percent: route.feePercent, amount: feeAmount.toString() },
            route: {
              provider: route.provider,
              path: route.tokenPath.map((t) => `${from.chainId}:${t}`),
              fees: route.fees,
            },
          },
        ],
      }
      return c.json(body)
    }),
  )

  app.get(
    '/v1/convert/allowance',
    handle(async (c) => {
      const token = tokenParam('tokenAddress', c.req.query('tokenAddress'), swapChains)
      const owner = userParam('userAddress', c.req.query('userAddress'))
      known('tokenAddress', token)
      if (token.token === 'native')
        return c.json({ allowance: maxUint256.toString() } satisfies ConvertAllowanceResponse)
      const list = await allowances(token, owner)
      const least = list.reduce((min, a) => (a.allowance < min ? a.allowance : min), maxUint256)
      return c.json({ allowance: least.toString() } satisfies ConvertAllowanceResponse)
    }),
  )

  app.get(
    '/v1/convert/gas-price',
    handle(async (c) => {
      const chainId = chainParam('chainId', c.req.query('chainId'), swapChains, GAS_PRICE_UNSUPPORTED)
      const standard = await gasPrice(chainId)
      const body: ConvertGasPriceResponse = {
        standard: standard.toString(),
        fast: ((standard * ConvertLimits.FAST_PERCENT) / 100n).toString(),
        instant: ((standard * ConvertLimits.INSTANT_PERCENT) / 100n).toString(),
      }
      return c.json(body)
    }),
  )

  app.get(
    '/v1/convert/build-approve',
    handle(async (c) => {
      const q = (name: string) => c.req.query(name)
      const owner = userParam('userAddress', q('userAddress'))
      const { from } = pair(q)
      const raw = q('amount')
      const amount = raw === undefined || raw === '' ? maxUint256 : amountParam('amount', raw)
      if (from.token === 'native') throw new ConvertError('from', 'from is the native coin: it needs no approval')
      // the router with the least allowance first: after its approval AppKit checks again and asks for the next
      const list = await allowances(from, owner)
      const least = list.reduce((a, b) => (b.allowance < a.allowance ? b : a))
      const body: ConvertBuildApproveResponse = {
        tx: {
          from: from.caip,
          to: `${from.chainId}:${least.spender}`,
          data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [least.spender, amount] }),
          value: '0',
          eip155: { gas: ConvertLimits.APPROVE_GAS, gasPrice: (await gasPrice(from.chainId)).toString() },
        },
      }
      return c.json(body)
    }),
  )

  app.post(
    '/v1/convert/build-transaction',
    handle(async (c) => {
      const body = (await c.req.json().catch(() => undefined)) as Record<string, unknown> | undefined
      if (!body || typeof body !== 'object' || Array.isArray(body)) {
        throw new ConvertError('body', 'the body must be a JSON object')
      }
      const q = (name: string) => body[name]
      const amount = amountParam('amount', q('amount'))
      const { from, to } = pair(q)
      const user = userParam('userAddress', q('userAddress'))
      const eip155 = body.eip155 as { slippage?: unknown } | undefined
      if (eip155 !== undefined && (typeof eip155 !== 'object' || eip155 === null)) {
        throw new ConvertError('eip155', 'eip155 must be an object such as { "slippage": 1 }')
      }
      const slippage = slippageParam('eip155.slippage', eip155?.slippage)
      const disableEstimate = body.disableEstimate
      if (disableEstimate !== undefined && typeof disableEstimate !== 'boolean') {
        throw new ConvertError('disableEstimate', 'disableEstimate must be true or false')
      }
      const request: SwapRequest = { chainId: from.chainId, from: from.token, to: to.token, amount }
      const { provider, route } = await bestQuote(request)
      const amountOutMin = (route.amountOut * BigInt(10_000 - Math.round(slippage * 100))) / 10_000n
      const deadline = BigInt(Math.floor(now() / 1000) + ConvertLimits.DEADLINE_SECONDS)
      const call = await provider.build(request, route, { recipient: user, amountOutMin, deadline })
      let gas = call.gas
      if (disableEstimate !== true) {
        try {
          const estimate = await client(from.chainId).estimateGas({
            account: user,
            to: call.to,
            data: call.data,
            value: call.value,
          })
          gas = (estimate * 12n) / 10n
        } catch (error) {
          const reason = (error as { shortMessage?: string }).shortMessage ?? (error as Error).message.split('\n')[0]
          throw new ConvertError('userAddress', `the swap would fail for ${user}: ${reason}`)
        }
      }
      const response: ConvertBuildTransactionResponse = {
        tx: {
          from: `${from.chainId}:${user}`,
          to: `${from.chainId}:${call.to}`,
          data: call.data,
          amount: amount.toString(),
          value: call.value.toString(),
          eip155: { gas: gas.toString(), gasPrice: (await gasPrice(from.chainId)).toString() },
        },
      }
      return c.json(response)
    }),
  )
}

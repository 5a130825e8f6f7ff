import { deployments } from '@gangway/devnet'
import { deployDevnet } from '@gangway/devnet/deploy'
import { devnetSwapDexes, devnetTokenLists } from '@gangway/devnet/serverConfig'
import { startTestChains } from '@gangway/devnet/testChains'
import { Hono } from 'hono'
import {
  type Address,
  type Chain,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  type Hex,
  http,
  maxUint256,
  parseEther,
  parseUnits,
} from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppEnv } from '../http/AppEnv.ts'
import { convertRoutes } from './convertRoutes.ts'
import { SwapDexesSchema } from './SwapDexes.ts'

const MNEMONIC = 'test test test test test test test test test test test junk'
const trader = mnemonicToAccount(MNEMONIC, { addressIndex: 3 })
const CHAIN = 'eip155:31337'
const NATIVE = `${CHAIN}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`
const usd = deployments.tokens.usd?.address as Address
const gwt = deployments.tokens.gwt?.address as Address
const zero = deployments.tokens.zero?.address as Address
const USD = `${CHAIN}:${usd}`
const GWT = `${CHAIN}:${gwt}`
const user = `${CHAIN}:${trader.address}`

let chains: Awaited<ReturnType<typeof startTestChains>>
let app: Hono<AppEnv>
let pub: ReturnType<typeof createPublicClient>
let wallet: ReturnType<typeof createWalletClient>
beforeAll(async () => {
  chains = await startTestChains([31337])
  const chain = chains.chains[0] as Chain
  const rpcUrl = chain.rpcUrls.default.http[0] as string
  await deployDevnet(rpcUrl)
  app = new Hono<AppEnv>()
  convertRoutes(app, {
    upstreams: { [CHAIN]: rpcUrl },
    dexes: SwapDexesSchema.parse(devnetSwapDexes()),
    tokenLists: devnetTokenLists(),
    timeoutMs: 10_000,
    retries: 0,
  })
  pub = createPublicClient({ chain, transport: http(), pollingInterval: 50 })
  wallet = createWalletClient({ chain, transport: http(), account: trader })
}, 60_000)
afterAll(() => chains?.stop())

// biome-ignore lint/suspicious/noExplicitAny: the tests read JSON answers field by field
type Json = any

const get = async (path: string, query: Record<string, string>) => {
  const res = await app.request(`${path}?${new URLSearchParams(query)}`)
  return { status: res.status, body: (await res.json()) as Json }
}
const post = async (body: unknown) => {
  const res = await app.request('/v1/convert/build-transaction', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: res.status, body: (await res.json()) as Json }
}
const plain = (caip: string) => caip.split(':')[2] as Address
const send = async (tx: { to: string; data: Hex; value?: string }) => {
  const hash = await wallet.sendTransaction({
    to: plain(tx.to),
    data: tx.data,
    value: BigInt(tx.value ?? '0'),
    account: trader,
    chain: null,
  })
  return pub.waitForTransactionReceipt({ hash })
}
const balance = (token: Address) =>
  pub.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [trader.address] })
const quote = async (from: string, to: string, amount: bigint) => {
  const { status, body } = await get('/v1/convert/quotes', {
    amount: amount.toString(),
    userAddress: trader.address,
    from,
    to,
    gasPrice: '1000000000',
  })
  expect(status, JSON.stringify(body)).toBe(200)
  return body.quotes[0]
}

describe('/v1/convert on the devnet pools', () => {
  it('tokens: ETH and the listed tokens that have a pool (ZERO has none)', async () => {
    const { status, body } = await get('/v1/convert/tokens', { chainId: CHAIN })
    expect(status).toBe(200)
    expect(body.tokens.map((t: { symbol: string }) => t.symbol)).toEqual(['ETH', 'gUSD', 'GWT'])
    expect(body.tokens[0].address).toBe(NATIVE)
    expect(body.tokens[1]).toMatchObject({ address: USD, decimals: 6, name: 'Gangway USD' })
  })

  it('quotes ETH → gUSD at the price table (≈3000) with fee, impact and route; the built swap pays exactly that', async () => {
    const amount = parseEther('1')
    const q = await quote(NATIVE, USD, amount)
    expect(q).toMatchObject({ id: null, fromAmount: amount.toString(), fromAccount: NATIVE, toAccount: USD })
    expect(Number(q.toAmount) / 1e6).toBeGreaterThan(2990)
    expect(Number(q.toAmount) / 1e6).toBeLessThan(3000)
    expect(q.route.provider).toBe('uniswap-v3') // the 0.05% pool beats v2's 0.3%
    expect(q.fee.percent).toBeCloseTo(0.05, 5)
    expect(q.priceImpact).toBeGreaterThanOrEqual(0)
    expect(q.priceImpact).toBeLessThan(0.5)
    const { status, body } = await post({
      amount: amount.toString(),
      eip155: { slippage: 1 },
      projectId: 'p',
      from: NATIVE,
      to: USD,
      userAddress: user,
      disableEstimate: true,
    })
    expect(status, JSON.stringify(body)).toBe(200)
    expect(body.tx).toMatchObject({
      from: user,
      to: `${CHAIN}:${deployments.swap.swapRouter}`,
      value: amount.toString(),
    })
    const before = await balance(usd)
    expect((await send(body.tx)).status).toBe('success')
    expect((await balance(usd)) - before).toBe(BigInt(q.toAmount))
  })

  it('gUSD → GWT: allowance 0, build-approve until enough, then the swap pays the quote', async () => {
    const amount = parseUnits('400', 6)
    const allowance = async () =>
      BigInt((await get('/v1/convert/allowance', { tokenAddress: USD, userAddress: user })).body.allowance)
    expect(await allowance()).toBe(0n)
    // AppKit's loop: approve, check again; one approval per router (v2 Router02, v3 SwapRouter)
    const spenders = new Set<string>()
    for (let i = 0; i < 3 && (await allowance()) < amount; i++) {
      const { status, body } = await get('/v1/convert/build-approve', { userAddress: user, from: USD, to: GWT })
      expect(status, JSON.stringify(body)).toBe(200)
      expect(body.tx.from).toBe(USD)
      spenders.add(body.tx.to)
      expect((await send({ to: body.tx.from, data: body.tx.data, value: body.tx.value })).status).toBe('success')
    }
    expect(spenders).toEqual(
      new Set([`${CHAIN}:${deployments.swap.v2Router}`, `${CHAIN}:${deployments.swap.swapRouter}`]),
    )
    expect(await allowance()).toBe(maxUint256)

    const q = await quote(USD, GWT, amount)
    expect(Number(q.toAmount) / 1e18).toBeGreaterThan(1550) // ≈1600 GWT for 400 gUSD
    const { status, body } = await post({ amount: amount.toString(), from: USD, to: GWT, userAddress: user })
    expect(status, JSON.stringify(body)).toBe(200)
    expect(Number(body.tx.eip155.gas)).toBeGreaterThan(21_000) // estimated
    expect(body.tx.value).toBe('0')
    const before = await balance(gwt)
    expect((await send(body.tx)).status).toBe('success')
    expect((await balance(gwt)) - before).toBe(BigInt(q.toAmount))
  })

  it('GWT → ETH: the router unwraps; the ETH received is the quote', async () => {
    const amount = parseUnits('100', 18)
    const approve = await get('/v1/convert/build-approve', {
      userAddress: user,
      from: GWT,
      to: NATIVE,
      amount: (amount * 2n).toString(),
    })
    expect(approve.status).toBe(200)
    await send({ to: approve.body.tx.from, data: approve.body.tx.data })
    const again = await get('/v1/convert/build-approve', { userAddress: user, from: GWT, to: NATIVE })
    await send({ to: again.body.tx.from, data: again.body.tx.data })
    const q = await quote(GWT, NATIVE, amount)
    const { status, body } = await post({ amount: amount.toString(), from: GWT, to: NATIVE, userAddress: user })
    expect(status, JSON.stringify(body)).toBe(200)
    const before = await pub.getBalance({ address: trader.address })
    const receipt = await send(body.tx)
    expect(receipt.status).toBe('success')
    const after = await pub.getBalance({ address: trader.address })
    expect(after - before + receipt.gasUsed * receipt.effectiveGasPrice).toBe(BigInt(q.toAmount))
  })

  it('gas-price: the chain fee in wei, standard ≤ fast ≤ instant', async () => {
    const { status, body } = await get('/v1/convert/gas-price', { chainId: CHAIN })
    expect(status).toBe(200)
    const [s, f, i] = [body.standard, body.fast, body.instant].map((v) => BigInt(v as string)) as [
      bigint,
      bigint,
      bigint,
    ]
    expect(s > 0n && s <= f && f <= i).toBe(true)
  })

  it('refuses other networks with SPEC §8 texts, and bad input with 400 naming the parameter; nothing is sent', async () => {
    const nonce = await pub.getTransactionCount({ address: trader.address })
    const bad = async (path: string, query: Record<string, string>, param: string, message?: string | RegExp) => {
      const { status, body } = await get(path, query)
      expect(status, JSON.stringify(body)).toBe(400)
      expect(body.reasons[0].field).toBe(param)
      if (message) expect(body.message).toMatch(message)
    }
    const q = { amount: '1000', userAddress: trader.address, from: NATIVE, to: USD }
    await bad('/v1/convert/tokens', { chainId: 'eip155:999' }, 'chainId', /^Network not supported for Swaps$/)
    await bad('/v1/convert/gas-price', { chainId: 'eip155:1' }, 'chainId', /^Network not supported for Gas Price$/)
    await bad(
      '/v1/convert/quotes',
      { ...q, from: 'eip155:999:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee' },
      'from',
      /^Network not supported for Swaps$/,
    )
    await bad(
      '/v1/convert/quotes',
      { ...q, to: `${CHAIN}:0x000000000000000000000000000000000000dEaD` },
      'to',
      /not a swap token/,
    )
    await bad('/v1/convert/quotes', { ...q, amount: '0' }, 'amount', /more than 0/)
    await bad('/v1/convert/quotes', { ...q, amount: '-5' }, 'amount')
    await bad('/v1/convert/quotes', { ...q, amount: '1.5' }, 'amount')
    await bad('/v1/convert/quotes', { ...q, amount: '9'.repeat(79) }, 'amount')
    await bad('/v1/convert/quotes', { ...q, amount: (10n ** 40n).toString() }, 'amount', /insufficient liquidity/)
    await bad('/v1/convert/quotes', { ...q, to: `${CHAIN}:${zero}` }, 'amount', /insufficient liquidity/)
    await bad('/v1/convert/quotes', { ...q, userAddress: 'bob' }, 'userAddress')
    await bad('/v1/convert/quotes', { ...q, from: 'eth' }, 'from')
    await bad('/v1/convert/quotes', { ...q, to: NATIVE }, 'to')
    await bad('/v1/convert/allowance', { tokenAddress: USD, userAddress: '' }, 'userAddress')
    await bad('/v1/convert/build-approve', { userAddress: user, from: NATIVE, to: USD }, 'from')
    await bad('/v1/convert/build-approve', { userAddress: user, from: USD, to: GWT, amount: 'all' }, 'amount')
    for (const [body, param] of [
      [{ amount: '1000', from: NATIVE, to: USD, userAddress: user, eip155: { slippage: 90 } }, 'eip155.slippage'],
      [{ amount: '1000', from: NATIVE, to: USD, userAddress: user, disableEstimate: 'yes' }, 'disableEstimate'],
      [{ amount: '0', from: NATIVE, to: USD, userAddress: user }, 'amount'],
      [[1, 2], 'body'],
    ] as const) {
      const res = await post(body)
      expect(res.status, JSON.stringify(res.body)).toBe(400)
      expect(res.body.reasons[0].field).toBe(param)
    }
    // a swap the user cannot pay is refused at the estimate (unless disabled)
    const broke = mnemonicToAccount(MNEMONIC, { addressIndex: 7 }).address
    const res = await post({ amount: parseUnits('5', 6).toString(), from: USD, to: GWT, userAddress: broke })
    expect(res.status).toBe(400)
    expect(res.body.reasons[0].field).toBe('userAddress')
    expect(await pub.getTransactionCount({ address: trader.address })).toBe(nonce)
  })
})

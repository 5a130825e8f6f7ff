import { deployments } from '@gangway/devnet'
import { deployDevnet } from '@gangway/devnet/deploy'
import { devnetPriceTable, devnetTokenLists } from '@gangway/devnet/serverConfig'
import { startTestChains } from '@gangway/devnet/testChains'
import { Hono } from 'hono'
import { createPublicClient, createWalletClient, erc20Abi, http, parseUnits } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppEnv } from '../http/AppEnv.ts'
import { serveApp } from '../test/serveApp.ts'
import { balanceRoutes } from './balanceRoutes.ts'

const MNEMONIC = 'test test test test test test test test test test test junk'
const account0 = mnemonicToAccount(MNEMONIC, { addressIndex: 0 })
const account5 = mnemonicToAccount(MNEMONIC, { addressIndex: 5 })
let chains: Awaited<ReturnType<typeof startTestChains>>
let rpcUrl: string
beforeAll(async () => {
  chains = await startTestChains([31337])
  rpcUrl = chains.chains[0]?.rpcUrls.default.http[0] as string
  await deployDevnet(rpcUrl)
}, 60_000)
afterAll(() => chains?.stop())

function app(prices = devnetPriceTable()) {
  const hono = new Hono<AppEnv>()
  balanceRoutes(hono, {
    upstreams: { 'eip155:31337': rpcUrl },
    tokenLists: devnetTokenLists(),
    prices,
    cacheMs: 30_000,
  })
  return hono
}
type Balance = {
  symbol: string
  quantity: { decimals: string; numeric: string }
  price: number
  value: number
  address?: string
}
const balancesOf = async (hono: Hono<AppEnv>, address: string, extra = '') => {
  const res = await hono.request(`/v1/account/${address}/balance?chainId=eip155:31337&currency=usd${extra}`)
  expect(res.status).toBe(200)
  return ((await res.json()) as { balances: Balance[] }).balances
}
const bySymbol = (balances: Balance[]) => Object.fromEntries(balances.map((b) => [b.symbol, b.quantity.numeric]))

describe('balances on the devnet', () => {
  it('answer with every price 0 when the operator configured no price table', async () => {
    const balances = await balancesOf(app({}), account0.address)
    expect(bySymbol(balances)).toMatchObject({ ETH: '10000', gUSD: '10000' })
    expect(balances.every((b) => b.price === 0 && b.value === 0)).toBe(true)
    expect(
      (await app({}).request(`/v1/account/${account0.address}/balance?chainId=eip155:31337&currency=%3Cb%3E`)).status,
    ).toBe(400)
  })

  it('answer the seeded native and token balances with prices', async () => {
    const balances = await balancesOf(app(), account0.address)
    expect(bySymbol(balances)).toEqual({ ETH: '10000', gUSD: '10000', GWT: '1000', ZERO: '100' })
    const usd = balances.find((b) => b.symbol === 'gUSD')
    expect(usd).toMatchObject({
      price: 1,
      value: 10_000,
      quantity: { decimals: '6' },
      address: `eip155:31337:${deployments.tokens.usd?.address}`,
    })
    expect(balances.find((b) => b.symbol === 'ETH')).toMatchObject({ price: 3000, value: 30_000_000 })
  })

  it('serve the cached answer for 30 s and a fresh one with forceUpdate', async () => {
    const hono = app()
    expect(bySymbol(await balancesOf(hono, account5.address)).gUSD).toBe('0')
    const wallet = createWalletClient({ account: account0, transport: http(rpcUrl) })
    const hash = await wallet.writeContract({
      chain: null,
      address: deployments.tokens.usd?.address as `0x${string}`,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [account5.address, parseUnits('12.5', 6)],
    })
    await createPublicClient({ transport: http(rpcUrl) }).waitForTransactionReceipt({ hash })
    expect(bySymbol(await balancesOf(hono, account5.address)).gUSD).toBe('0')
    expect(bySymbol(await balancesOf(hono, account5.address, '&forceUpdate=true')).gUSD).toBe('12.5')
    expect(bySymbol(await balancesOf(hono, account5.address)).gUSD).toBe('12.5')
  })

  it('reject bad addresses, chains and currencies with 400 and a clear message', async () => {
    const hono = app()
    const cases: [string, string][] = [
      [`/v1/account/0x123/balance?chainId=eip155:31337`, 'address "0x123" is not an EVM address'],
      [
        `/v1/account/${account0.address}/balance?chainId=31337`,
        'chainId "31337" is not a CAIP-2 EVM or Solana chain id',
      ],
      [`/v1/account/${account0.address}/balance?chainId=eip155:1`, 'chainId eip155:1 is not served'],
      [`/v1/account/${account0.address}/balance?chainId=eip155:31337&currency=doge`, 'currency "doge" is not priced'],
    ]
    for (const [path, message] of cases) {
      const res = await hono.request(path)
      expect(res.status, path).toBe(400)
      expect((await res.json()).message).toContain(message)
    }
  })

  it('refuse __proto__, constructor and other inherited names as currencies, over HTTP (issue 33 item 8)', async () => {
    const server = await serveApp(app())
    try {
      for (const currency of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
        const res = await fetch(
          `${server.url}/v1/account/${account0.address}/balance?chainId=eip155:31337&currency=${currency}`,
        )
        expect(res.status, currency).toBe(400)
        expect(((await res.json()) as { message: string }).message).toMatch(
          new RegExp(`^currency "${currency.toLowerCase()}" is not priced; use usd`),
        )
        const price = await fetch(`${server.url}/v1/fungible/price`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ currency, addresses: [`eip155:31337:${deployments.tokens.usd?.address}`] }),
        })
        expect(price.status, currency).toBe(400)
        // a Bitcoin balance takes the same currencies
        const bitcoin = await fetch(
          `${server.url}/v1/account/bcrt1qexample/balance?chainId=bip122:0f9188f13cb7b2c71f2a335e3a4fc328&currency=${currency}`,
        )
        expect(bitcoin.status, currency).toBe(400)
      }
      // the configured currency still answers
      const usd = await fetch(`${server.url}/v1/account/${account0.address}/balance?chainId=eip155:31337&currency=USD`)
      expect(usd.status).toBe(200)
    } finally {
      await server.close()
    }
  })

  it('answer token prices and the supported chains', async () => {
    const hono = app()
    const usd = `eip155:31337:${deployments.tokens.usd?.address}`
    const res = await hono.request('/v1/fungible/price', {
      method: 'POST',
      body: JSON.stringify({ currency: 'usd', addresses: [usd] }),
    })
    expect(await res.json()).toEqual({ fungibles: [{ address: usd, name: 'Gangway USD', symbol: 'gUSD', price: 1 }] })
    // a swap token's native coin (0xeeee…eeee, any case) is the chain's native coin
    const native = 'eip155:31337:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'
    const priced = await hono.request('/v1/fungible/price', {
      method: 'POST',
      body: JSON.stringify({ addresses: [native] }),
    })
    expect(await priced.json()).toEqual({ fungibles: [{ address: native, name: 'Ether', symbol: 'ETH', price: 3000 }] })
    // more than 100 addresses, or not a list of strings: 400, nothing priced
    for (const addresses of [Array.from({ length: 101 }, () => usd), [1], 'x']) {
      const refused = await hono.request('/v1/fungible/price', { method: 'POST', body: JSON.stringify({ addresses }) })
      expect(refused.status).toBe(400)
      expect((await refused.json()).message).toContain('at most 100 CAIP-10 token addresses')
    }
    expect(await (await hono.request('/v1/supported-chains')).json()).toEqual({ http: ['eip155:31337'], ws: [] })
  })
})

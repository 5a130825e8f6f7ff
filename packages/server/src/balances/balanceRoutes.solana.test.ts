import { deployments } from '@gangway/devnet'
import { devnetPriceTable, devnetTokenLists } from '@gangway/devnet/serverConfig'
import { generateKeyPairSigner } from '@solana/kit'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import type { AppEnv } from '../http/AppEnv.ts'
import { SOLANA_LOCAL, solanaTestChain } from '../test/solanaTestChain.ts'
import { balanceRoutes } from './balanceRoutes.ts'

const solana = solanaTestChain()
const ACCOUNT0 = deployments.solana.accounts[0] as string
const MINTS = deployments.solana.tokens as Record<'usd' | 'gwt' | 'zero', { mint: string }>

function app(prices = devnetPriceTable()) {
  const hono = new Hono<AppEnv>()
  balanceRoutes(hono, {
    upstreams: { [SOLANA_LOCAL]: solana.rpcUrl(), 'eip155:31337': 'http://127.0.0.1:1' },
    tokenLists: devnetTokenLists(),
    prices,
    cacheMs: 30_000,
  })
  return hono
}
type Balance = {
  name: string
  symbol: string
  chainId: string
  address?: string
  price: number
  value: number
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}
const balancesOf = async (hono: Hono<AppEnv>, address: string, extra = '') => {
  const res = await hono.request(`/v1/account/${address}/balance?chainId=${SOLANA_LOCAL}&currency=usd${extra}`)
  expect(res.status, await res.clone().text()).toBe(200)
  return ((await res.json()) as { balances: Balance[] }).balances
}
const bySymbol = (balances: Balance[]) => Object.fromEntries(balances.map((b) => [b.symbol, b.quantity.numeric]))

describe('balances on the local Solana chain', () => {
  it('answer the seeded SOL and SPL balances of account 0 with prices, CAIP-10 mint addresses and decimals', async () => {
    const balances = await balancesOf(app(), ACCOUNT0)
    expect(bySymbol(balances)).toEqual({ SOL: '1000', gUSD: '10000', GWT: '1000', ZERO: '100' })
    expect(balances[0]).toEqual({
      name: 'Solana',
      symbol: 'SOL',
      chainId: SOLANA_LOCAL,
      value: 150_000,
      price: 150,
      quantity: { decimals: '9', numeric: '1000' },
      iconUrl: '/public/getCurrencyImage/SOL',
    })
    expect(balances.find((b) => b.symbol === 'gUSD')).toEqual({
      name: 'Gangway USD',
      symbol: 'gUSD',
      chainId: SOLANA_LOCAL,
      address: `${SOLANA_LOCAL}:${MINTS.usd.mint}`,
      value: 10_000,
      price: 1,
      quantity: { decimals: '6', numeric: '10000' },
      iconUrl: '/public/getTokenImage/gUSD',
    })
    expect(balances.find((b) => b.symbol === 'GWT')).toMatchObject({
      address: `${SOLANA_LOCAL}:${MINTS.gwt.mint}`,
      quantity: { decimals: '9', numeric: '1000' },
      price: 0.25,
      value: 250,
    })
    // zero-decimal tokens are answered (the dialog filters them out)
    expect(balances.find((b) => b.symbol === 'ZERO')).toMatchObject({ quantity: { decimals: '0', numeric: '100' } })
  })

  it('serve the cached answer and a fresh one with forceUpdate after a real SPL transfer', async () => {
    const hono = app()
    const receiver = await generateKeyPairSigner()
    expect(bySymbol(await balancesOf(hono, receiver.address))).toEqual({ SOL: '0', gUSD: '0', GWT: '0', ZERO: '0' })
    const sender = await solana.keys.signer(0)
    await solana.send((await solana.transferToken(sender, receiver.address, 'usd', 12_500_000n)).wire)
    await solana.send((await solana.transferSol(sender, receiver.address, 2_500_000_000n)).wire)
    expect(bySymbol(await balancesOf(hono, receiver.address)).gUSD).toBe('0')
    const fresh = bySymbol(await balancesOf(hono, receiver.address, '&forceUpdate=true'))
    expect(fresh).toEqual({ SOL: '2.5', gUSD: '12.5', GWT: '0', ZERO: '0' })
    expect(bySymbol(await balancesOf(hono, receiver.address))).toEqual(fresh)
    // the sender's side changed too (fees paid in SOL)
    const sent = bySymbol(await balancesOf(hono, ACCOUNT0, '&forceUpdate=true'))
    expect(sent.gUSD).toBe('9987.5')
    expect(Number(sent.SOL)).toBeLessThan(997.5)
  })

  it('reject a bad Solana address, an unserved Solana chain and an EVM address with 400', async () => {
    const hono = app()
    const cases: [string, string][] = [
      [`/v1/account/0OIl${'a'.repeat(30)}/balance?chainId=${SOLANA_LOCAL}`, 'is not a Solana address'],
      [`/v1/account/${'1'.repeat(44)}/balance?chainId=${SOLANA_LOCAL}`, 'is not a Solana address'],
      [`/v1/account/0x${'ab'.repeat(20)}/balance?chainId=${SOLANA_LOCAL}`, 'is not a Solana address'],
      [
        `/v1/account/${ACCOUNT0}/balance?chainId=solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`,
        'chainId solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp is not served',
      ],
      // a Solana address on an EVM chain follows the EVM rule
      [`/v1/account/${ACCOUNT0}/balance?chainId=eip155:31337`, 'is not an EVM address'],
      // Bitcoin chains are answered when BITCOIN_BACKENDS serves them (none here)
      [
        `/v1/account/${ACCOUNT0}/balance?chainId=bip122:000000000019d6689c085ae165831e93`,
        'is not served; supported Bitcoin chains: none',
      ],
    ]
    for (const [path, message] of cases) {
      const res = await hono.request(path)
      expect(res.status, path).toBe(400)
      expect((await res.json()).message, path).toContain(message)
    }
  })

  it('answer mint prices by CAIP-10 address (case-sensitive) and list the Solana chain as supported', async () => {
    const hono = app()
    const usd = `${SOLANA_LOCAL}:${MINTS.usd.mint}`
    const res = await hono.request('/v1/fungible/price', {
      method: 'POST',
      body: JSON.stringify({ currency: 'usd', addresses: [usd, usd.toLowerCase()] }),
    })
    expect(await res.json()).toEqual({
      fungibles: [
        { address: usd, name: 'Gangway USD', symbol: 'gUSD', price: 1 },
        { address: usd.toLowerCase(), name: null, symbol: null, price: 0 },
      ],
    })
    expect((await (await hono.request('/v1/supported-chains')).json()).http).toContain(SOLANA_LOCAL)
  })
})

import { describe, expect, it } from 'vitest'
import { parsePurchase } from './parsePurchase.ts'

const EVM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const base = {
  purchaseId: 'p1',
  account: `eip155:31337:${EVM}`,
  asset: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  symbol: 'gUSD',
  decimals: '6',
  cryptoAmount: '49.25',
  fiatAmount: '50.00',
  fiatCurrency: 'USD',
  paymentMethod: 'card',
  webhookUrl: 'http://127.0.0.1:4000/v1/onramp/webhook/sandbox',
}
const parse = (overrides: Record<string, string>) => parsePurchase(new URLSearchParams({ ...base, ...overrides }))

describe('parsePurchase', () => {
  it('reads an EVM and a Solana purchase', () => {
    expect(parse({})).toMatchObject({ caipNetworkId: 'eip155:31337', namespace: 'eip155', address: EVM, decimals: 6 })
    expect(parse({ account: `eip155:31337:${EVM.toLowerCase()}` })?.address).toBe(EVM.toLowerCase())
    const sol = 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96'
    expect(
      parse({ account: `solana:GangwayLoca1So1anaChain11111111:${sol}`, asset: 'native', decimals: '9' }),
    ).toMatchObject({ namespace: 'solana', caipNetworkId: 'solana:GangwayLoca1So1anaChain11111111', address: sol })
  })

  it('refuses what is missing, repeated or malformed', () => {
    const params = new URLSearchParams(base)
    params.delete('webhookUrl')
    expect(parsePurchase(params)).toBeUndefined()
    const twice = new URLSearchParams(base)
    twice.append('cryptoAmount', '1')
    expect(parsePurchase(twice)).toBeUndefined()
    const bads: Record<string, string>[] = [
      { account: 'eip155:31337:0x123' },
      // the checksum of a mixed-case address is wrong (one letter's case changed)
      { account: `eip155:31337:${EVM.replace('C51812dc', 'c51812dc')}` },
      { account: 'solana:GangwayLoca1So1anaChain11111111:oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq9' },
      { account: `cosmos:hub:${EVM}` },
      { asset: 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96' },
      { cryptoAmount: '1.1234567' },
      { cryptoAmount: '0' },
      { cryptoAmount: '-1' },
      { cryptoAmount: '1e3' },
      { fiatAmount: '50.001' },
      { fiatCurrency: 'usd' },
      { paymentMethod: 'paypal' },
      { decimals: '99' },
      { webhookUrl: 'javascript:alert(1)' },
      { symbol: '' },
      { purchaseId: 'a b' },
    ]
    for (const bad of bads) {
      expect(parse(bad), JSON.stringify(bad)).toBeUndefined()
    }
  })
})

import type { TokenBalance, Transaction } from '@gangway/protocol'
import { describe, expect, it } from 'vitest'
import { filterTokenBalances } from './filterTokenBalances.ts'
import { filterTransactions } from './filterTransactions.ts'
import { groupTransactionsByDate } from './groupTransactionsByDate.ts'
import { sendRequest } from './sendRequest.ts'
import { truncateDecimals } from './truncateDecimals.ts'
import { isValidReceiver, parseFeeRate, sendErrors, validateSend } from './validateSend.ts'

const token = (symbol: string, decimals: number, numeric = '10', address?: string): TokenBalance => ({
  name: symbol,
  symbol,
  chainId: 'eip155:31337',
  ...(address ? { address } : {}),
  value: 0,
  price: 0,
  quantity: { decimals: String(decimals), numeric },
  iconUrl: '',
})

const tx = (id: string, chain: string, minedAt: string, spam: boolean[] = [false]): Transaction => ({
  id,
  metadata: { operationType: 'receive', hash: id, minedAt, chain, status: 'confirmed', sentFrom: '0x1', sentTo: '0x2' },
  transfers: spam.map((is_spam) => ({
    direction: 'in',
    quantity: { numeric: '1', decimals: 0 },
    nft_info: { name: 'n', image: null, is_spam, token_id: '1', contract: `${chain}:0xc` },
  })),
})

describe('token list rules (SPEC §4, §9)', () => {
  it('drops tokens with 0 decimals, and tokens not held (the native coin stays)', () => {
    const kept = filterTokenBalances([
      token('ETH', 18),
      token('ZERO', 0, '100', 'eip155:31337:0xb1'),
      token('gUSD', 6, '5', 'eip155:31337:0x70'),
      token('GWT', 18, '0', 'eip155:31337:0xa1'),
    ])
    expect(kept.map((t) => t.symbol)).toEqual(['ETH', 'gUSD'])
    expect(filterTokenBalances([token('ETH', 18, '0')]).map((t) => t.symbol)).toEqual(['ETH'])
  })

  it('truncates balances to 3 decimals, never rounding', () => {
    expect(truncateDecimals('1.23456')).toBe('1.234')
    expect(truncateDecimals('0.9999')).toBe('0.999')
    expect(truncateDecimals('998.5')).toBe('998.5')
    expect(truncateDecimals('2.000')).toBe('2')
    expect(truncateDecimals('0.0004')).toBe('0')
    expect(truncateDecimals('10000')).toBe('10000')
    expect(truncateDecimals('9999.99987')).toBe('9999.999')
    expect(truncateDecimals('12.3456', 2)).toBe('12.34')
    expect(truncateDecimals('abc')).toBeUndefined()
    expect(truncateDecimals(undefined)).toBeUndefined()
  })
})

describe('activity rules (SPEC §4)', () => {
  it('drops transactions of other chains and spam-only ones, keeps mixed ones', () => {
    const list = [
      tx('a', 'eip155:31337', '2026-11-20T10:00:00Z'),
      tx('b', 'eip155:1', '2026-11-20T09:00:00Z'),
      tx('c', 'eip155:31337', '2026-11-20T08:00:00Z', [true]),
      tx('d', 'eip155:31337', '2026-11-20T07:00:00Z', [true, false]),
      tx('e', 'eip155:31337', '2026-11-20T06:00:00Z', [true, true]),
    ]
    expect(filterTransactions(list, 'eip155:31337').map((t) => t.id)).toEqual(['a', 'd'])
  })

  it('groups by local calendar day in the given order', () => {
    const day = (d: number, h: number) => new Date(2026, 10, d, h).toISOString()
    const groups = groupTransactionsByDate([
      tx('a', 'x', day(21, 23)),
      tx('b', 'x', day(21, 1)),
      tx('c', 'x', day(19, 12)),
    ])
    expect(groups.map((g) => [g.key, g.transactions.map((t) => t.id)])).toEqual([
      ['2026-11-21', ['a', 'b']],
      ['2026-11-19', ['c']],
    ])
  })
})

describe('send validation (SPEC §4)', () => {
  const gwt = token('GWT', 18, '1000', 'eip155:31337:0xA15BB66138824a1c7167f5E85b957d04Dd34E468')
  const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  const check = (amount: string, receiver: string, t: TokenBalance | null = gwt) =>
    validateSend({ token: t ?? undefined, amount, receiver }, 'eip155')?.message

  it('names what is missing or wrong, in order', () => {
    expect(check('1', to, null)).toBe('Select a token')
    expect(check('', to)).toBe('An amount and receiver address are required')
    expect(check('1.5', '')).toBe('An amount and receiver address are required')
    expect(check('0', to)).toBe('Invalid amount')
    expect(check('1.2.3', to)).toBe('Invalid amount')
    expect(check('-1', to)).toBe('Invalid amount')
    expect(check('1.5', '0x1234')).toBe('Invalid address')
    expect(check('1000.000000000000000001', to)).toBe('Insufficient funds')
    expect(check('1000', to)).toBeUndefined()
    expect(check('1.5', to.slice(2))).toBeUndefined()
  })

  it('lists every problem at once (issue 36: Send showed one error at a time)', () => {
    const all = (amount: string, receiver: string, feeRate?: string) =>
      sendErrors({ token: gwt, amount, receiver, ...(feeRate === undefined ? {} : { feeRate }) }, 'bip122').map(
        (e) => e.code,
      )
    expect(all('abc', 'not-an-address', '-1')).toEqual([
      'SEND_INVALID_AMOUNT',
      'SEND_INVALID_ADDRESS',
      'SEND_INVALID_FEE_RATE',
    ])
    expect(all('5000', 'nope')).toEqual(['SEND_INVALID_ADDRESS', 'SEND_INSUFFICIENT_FUNDS'])
    expect(all('', 'nope')).toEqual(['SEND_REQUIRED', 'SEND_INVALID_ADDRESS'])
    expect(sendErrors({ token: undefined, amount: '', receiver: '' }, 'eip155').map((e) => e.code)).toEqual([
      'SEND_NO_TOKEN',
      'SEND_REQUIRED',
    ])
  })

  it('checks receivers per namespace', () => {
    expect(isValidReceiver(to, 'eip155')).toBe(true)
    expect(isValidReceiver(`${to}0`, 'eip155')).toBe(false)
    expect(isValidReceiver('0xZZ7970C51812dc3A010C7d01b50e0d17dc79C8', 'eip155')).toBe(false)
    expect(isValidReceiver('4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T', 'solana')).toBe(true)
    expect(isValidReceiver('4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4', 'solana')).toBe(true)
    expect(isValidReceiver(`0OIl${'a'.repeat(30)}`, 'solana')).toBe(false)
    expect(isValidReceiver('short', 'solana')).toBe(false)
    expect(isValidReceiver('bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw', 'bip122')).toBe(true)
    expect(isValidReceiver('bc1pfewlxm8meyyvgjydfu7v8j4ej64symj6ut8sf66h9germp94qgzs92e5zv', 'bip122')).toBe(true)
    expect(isValidReceiver('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', 'bip122')).toBe(true)
    expect(isValidReceiver('3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', 'bip122')).toBe(true)
    expect(isValidReceiver(to, 'bip122')).toBe(false)
    expect(isValidReceiver('bcrt1qIIII', 'bip122')).toBe(false)
  })

  it('a Bitcoin send takes an optional fee rate in sat/vB, passed to the adapter', () => {
    const btc = token('BTC', 8, '50', undefined)
    const receiver = 'bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw'
    const form = (feeRate: string) => ({ token: btc, amount: '1', receiver, feeRate })
    expect(validateSend(form(''), 'bip122')).toBeUndefined()
    expect(validateSend(form('2.5'), 'bip122')).toBeUndefined()
    expect(validateSend(form('0'), 'bip122')?.message).toBe('Invalid fee rate')
    expect(validateSend(form('fast'), 'bip122')?.message).toBe('Invalid fee rate')
    expect(parseFeeRate('')).toBeUndefined()
    expect(parseFeeRate(' 12 ')).toBe(12)
    expect(parseFeeRate('-1')).toBeNaN()
  })

  it('builds a native transfer or an ERC-20 transfer call', () => {
    expect(sendRequest(token('ETH', 18), '1.5', to)).toEqual({ to, value: 1_500_000_000_000_000_000n })
    const call = sendRequest(gwt, '1.5', to)
    expect(call.to).toBe('0xA15BB66138824a1c7167f5E85b957d04Dd34E468')
    expect(call.data).toBe(
      `0xa9059cbb000000000000000000000000${to.slice(2).toLowerCase()}00000000000000000000000000000000000000000000000014d1120d7b160000`,
    )
  })
})

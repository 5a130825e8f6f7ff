import { describe, expect, it } from 'vitest'
import { DUST_SATS, selectCoins, TX_OVERHEAD_VBYTES } from './selectCoins.ts'

const coin = (value: number, confirmed = true) => ({
  txid: `${value}`.padStart(64, '0'),
  vout: 0,
  value,
  status: { confirmed },
})
const sizes = { inputVbytes: 68, outputVbytes: 31, changeVbytes: 31 }

describe('selectCoins', () => {
  it('takes the largest confirmed coins first and prices the change output', () => {
    const picked = selectCoins({
      utxos: [coin(5000), coin(90_000), coin(40_000)],
      amount: 100_000n,
      feeRate: 2,
      ...sizes,
    })
    expect(picked.inputs.map((c) => c.value)).toEqual([90_000, 40_000])
    expect(picked.vbytes).toBe(TX_OVERHEAD_VBYTES + 2 * 68 + 31 + 31)
    expect(picked.fee).toBe(BigInt(picked.vbytes * 2))
    expect(picked.change).toBe(130_000n - 100_000n - picked.fee)
  })

  it('uses unconfirmed coins only when the confirmed ones do not cover the payment', () => {
    const picked = selectCoins({ utxos: [coin(200_000, false), coin(60_000)], amount: 100_000n, feeRate: 1, ...sizes })
    expect(picked.inputs.map((c) => c.status.confirmed)).toEqual([true, false])
  })

  it('fractional fee rates round the fee up; a remainder under dust goes to the fee', () => {
    const picked = selectCoins({ utxos: [coin(10_000)], amount: 9_500n, feeRate: 1.5, ...sizes })
    expect(picked.change).toBe(0n)
    expect(picked.fee).toBe(500n)
    expect(500n).toBeLessThan(DUST_SATS + BigInt(Math.ceil((TX_OVERHEAD_VBYTES + 68 + 62) * 1.5)))
  })

  it('refuses bad amounts and fee rates and what the coins cannot cover', () => {
    const base = { utxos: [coin(10_000)], ...sizes }
    expect(() => selectCoins({ ...base, amount: 0n, feeRate: 1 })).toThrow('Invalid amount')
    expect(() => selectCoins({ ...base, amount: 1000n, feeRate: 0 })).toThrow('Invalid fee rate')
    expect(() => selectCoins({ ...base, amount: 1000n, feeRate: Number.NaN })).toThrow('Invalid fee rate')
    expect(() => selectCoins({ ...base, amount: 9_950n, feeRate: 1 })).toThrow('Insufficient funds')
    expect(() => selectCoins({ ...base, utxos: [], amount: 1000n, feeRate: 1 })).toThrow('Insufficient funds')
  })
})

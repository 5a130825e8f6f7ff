import {
  assertRequest,
  type BaseError,
  type Hex,
  maxUint256,
  parseGwei,
  serializeTransaction,
  toBlobs,
  zeroAddress,
} from 'viem'
import { describe, expect, it } from 'vitest'

/**
 * SPEC §5's transaction rules are viem's (issue 37 item 19; README "Transaction rules"): `assertRequest` runs
 * in viem's `sendTransaction` / `estimateGas` before a wallet is asked (the adapter's send and fee estimate go
 * through wagmi to them), `serializeTransaction` whenever viem signs with a local account. These pin that the
 * viem Gangway ships still enforces each rule; the checksum rule through the adapter's own send path is in
 * WagmiAdapter.test.ts.
 */
const to = '0x000000000000000000000000000000000000dEaD'
const errorName = (fn: () => unknown) => {
  try {
    fn()
  } catch (error) {
    return (error as BaseError).name
  }
  return 'no error'
}

describe('SPEC §5 transaction rules, enforced by viem', () => {
  it('an address must be valid, and mixed case must be its checksum', () => {
    expect(errorName(() => assertRequest({ to: '0x000000000000000000000000000000000000dEAD' }))).toBe(
      'InvalidAddressError',
    )
    expect(errorName(() => assertRequest({ to }))).toBe('no error')
    expect(errorName(() => assertRequest({ to: to.toLowerCase() as Hex }))).toBe('no error')
  })

  it('the fee cap is at most 2^256−1 and the tip at most the fee cap', () => {
    expect(errorName(() => assertRequest({ to, maxFeePerGas: maxUint256 + 1n }))).toBe('FeeCapTooHighError')
    expect(errorName(() => assertRequest({ to, maxFeePerGas: maxUint256 }))).toBe('no error')
    expect(
      errorName(() => assertRequest({ to, maxFeePerGas: parseGwei('1'), maxPriorityFeePerGas: parseGwei('2') })),
    ).toBe('TipAboveFeeCapError')
  })

  it('access-list storage keys are 32 bytes', () => {
    const tx = (key: Hex) =>
      serializeTransaction({
        chainId: 1,
        to,
        maxFeePerGas: 2n,
        accessList: [{ address: zeroAddress, storageKeys: [key] }],
      })
    expect(errorName(() => tx(`0x${'00'.repeat(31)}`))).toBe('InvalidStorageKeySizeError')
    expect(errorName(() => tx(`0x${'00'.repeat(32)}`))).toBe('no error')
  })

  it('blob data is at most 4096 field elements of 31 bytes each per blob, 6 blobs (131072-byte blobs)', () => {
    expect(toBlobs({ data: `0x${'aa'.repeat(4096 * 31 - 1)}` })).toHaveLength(1)
    expect(toBlobs({ data: `0x${'aa'.repeat(4096 * 31)}` })).toHaveLength(2)
    expect((toBlobs({ data: '0xaa' })[0]?.length ?? 0) / 2 - 1).toBe(131_072)
    expect(errorName(() => toBlobs({ data: `0x${'aa'.repeat(6 * 4096 * 31)}` }))).toBe('BlobSizeTooLargeError')
  })
})

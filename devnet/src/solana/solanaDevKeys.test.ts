import { describe, expect, it } from 'vitest'
import { solanaDevKeys } from './solanaDevKeys.ts'

describe('solanaDevKeys', () => {
  it("derives what Phantom and solana-keygen derive on m/44'/501'/0'/0'", async () => {
    // the well-known "abandon … about" test mnemonic's first Solana account
    const keys = solanaDevKeys(
      'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about',
    )
    expect(await keys.address(0)).toBe('HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk')
  })

  it('gives a different 32-byte key per index', () => {
    const keys = solanaDevKeys('test test test test test test test test test test test junk')
    const [a, b] = [keys.privateKey(0), keys.privateKey(1)]
    expect(a).toHaveLength(32)
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(false)
    expect(Buffer.from(keys.privateKey(0)).equals(Buffer.from(a))).toBe(true)
  })

  it('defaults to the devnet mnemonic (account 0 is the funded oeYf…) and refuses an index that is not 0…2³¹−1', async () => {
    expect(await solanaDevKeys().address(0)).toBe('oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96')
    expect(() => solanaDevKeys().privateKey(-1)).toThrow('the account index must be an integer 0…2³¹−1, got -1')
    expect(() => solanaDevKeys().privateKey(2 ** 31)).toThrow('got 2147483648')
    expect(() => solanaDevKeys().privateKey(1.5)).toThrow('got 1.5')
  })
})

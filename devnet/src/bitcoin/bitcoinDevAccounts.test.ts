import { bech32, bech32m } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { bitcoinDevAccount } from './bitcoinDevAccounts.ts'

/** The witness version and program of a segwit address, whatever its network prefix. */
function witness(address: string): { hrp: string; version: number; program: string } {
  const coder = address.includes('1q') ? bech32 : bech32m
  const { prefix, words } = coder.decode(address as `${string}1${string}`)
  const [version = -1, ...rest] = words
  return { hrp: prefix, version, program: Buffer.from(bech32.fromWords(rest)).toString('hex') }
}

const ABANDON = 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about'

describe('bitcoinDevAccount', () => {
  it("derives BIP-84 and BIP-86 testnet vectors (coin type 1) for the 'abandon … about' mnemonic, with regtest prefixes", () => {
    const account = bitcoinDevAccount(0, ABANDON)
    // the well-known first testnet addresses of that mnemonic (Electrum, Sparrow, bitcoinjs agree)
    expect(witness(account.payment.address)).toEqual({
      ...witness('tb1q6rz28mcfaxtmd6v789l9rrlrusdprr9pqcpvkl'),
      hrp: 'bcrt',
    })
    expect(witness(account.ordinal.address)).toEqual({
      ...witness('tb1p8wpt9v4frpf3tkn0srd97pksgsxc5hs52lafxwru9kgeephvs7rqlqt9zj'),
      hrp: 'bcrt',
    })
    expect(account.payment.address).toBe('bcrt1q6rz28mcfaxtmd6v789l9rrlrusdprr9pz3cppk')
    expect(account.payment.path).toBe("m/84'/1'/0'/0/0")
    expect(account.ordinal.path).toBe("m/86'/1'/0'/0/0")
  })

  it('defaults to the devnet mnemonic: account 0 is the funded bcrt1qquv9…/bcrt1pfewl…', () => {
    const account = bitcoinDevAccount(0)
    expect(account.payment).toMatchObject({
      address: 'bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw',
      publicKey: '03f3d474c86c9be5b82e251cc3cc438d3cc361527b4b9799516c4bd513caf9e5f6',
      path: "m/84'/1'/0'/0/0",
    })
    expect(account.ordinal).toMatchObject({
      address: 'bcrt1pfewlxm8meyyvgjydfu7v8j4ej64symj6ut8sf66h9germp94qgzs92e5zv',
      publicKey: '8c7fc6552af4384a13791e63bac79ff2bcfeedf143a88d6dc4b6080a8829cdc1',
      path: "m/86'/1'/0'/0/0",
    })
    expect(account.payment.privateKey).toHaveLength(32)
    expect(account.ordinal.publicKey).toHaveLength(64) // x-only
    expect(bitcoinDevAccount(1).payment.address).toBe('bcrt1qlqj2pdsteppkcr8jkp9ms0wpvey89tna8v72sj')
  })

  it('refuses an index that is not 0…2³¹−1', () => {
    expect(() => bitcoinDevAccount(-1)).toThrow('the account index must be an integer 0…2³¹−1, got -1')
    expect(() => bitcoinDevAccount(1.5)).toThrow('got 1.5')
  })
})

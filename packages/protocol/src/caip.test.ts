import { describe, expect, it } from 'vitest'
import { EvmAddressSchema, SolanaAddressSchema } from './address.ts'
import { CaipAddressSchema, CaipNetworkIdSchema, parseCaipAddress, parseCaipNetworkId } from './caip.ts'

describe('CAIP ids', () => {
  it('accepts network ids of exactly 2 parts with a CAIP-2 namespace (built-in or any other, e.g. sui)', () => {
    for (const id of [
      'eip155:1',
      'eip155:31337',
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'bip122:000000000019d6689c085ae165831e93',
      'polkadot:91b171bb158e2d3848fa23a9f1c25182',
      'cosmos:cosmoshub-4',
      'sui:mainnet',
      'ton:-239',
    ]) {
      expect(CaipNetworkIdSchema.safeParse(id).success, id).toBe(true)
    }
    for (const id of ['eip155', 'eip155:1:0xabc', 'fo:1', 'Sui:mainnet', 'toolongnamespace:1', 'eip155:', ':1']) {
      expect(CaipNetworkIdSchema.safeParse(id).success, id).toBe(false)
    }
    expect(() => parseCaipNetworkId('eip155')).toThrow('Invalid CAIP network id "eip155": expected exactly 2 parts')
    expect(() => parseCaipNetworkId('x:1')).toThrow('Invalid CAIP network id "x:1": "x" is not a CAIP-2 namespace')
    expect(parseCaipNetworkId('eip155:10')).toEqual({ namespace: 'eip155', chainId: '10' })
  })

  it('accepts addresses of exactly 3 parts and says "Invalid CAIP Address" otherwise', () => {
    const a = 'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    expect(CaipAddressSchema.safeParse(a).success).toBe(true)
    expect(parseCaipAddress(a)).toEqual({
      namespace: 'eip155',
      chainId: '1',
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    })
    for (const bad of ['eip155:1', 'eip155:1:0xabc:extra', 'NOPE:1:0xabc', 'eip155:1:']) {
      expect(() => parseCaipAddress(bad), bad).toThrow('Invalid CAIP Address')
    }
  })

  it('validates EVM and Solana addresses as SPEC §5 says', () => {
    expect(EvmAddressSchema.safeParse('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266').success).toBe(true)
    expect(EvmAddressSchema.safeParse('f39Fd6e51aad88F6F4ce6aB8827279cffFb92266').success).toBe(true)
    expect(EvmAddressSchema.safeParse('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb9226').success).toBe(false)
    expect(SolanaAddressSchema.safeParse('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM').success).toBe(true)
    expect(SolanaAddressSchema.safeParse(`0OIl${'a'.repeat(30)}`).success).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import { NetworkSchema, networkIssue } from './network.ts'

const devnet = {
  id: 31337,
  name: 'Gangway Devnet A',
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://localhost:8545'] }, chainDefault: { http: [] } },
  blockExplorers: undefined,
  testnet: true,
}

describe('networkIssue (no zod) and NetworkSchema', () => {
  it('accepts a network, with or without the optional fields and with extra ones', () => {
    const ton = {
      ...devnet,
      id: '-239',
      caipNetworkId: 'ton:-239',
      chainNamespace: 'ton',
      rpcUrls: { default: { http: [] } },
    }
    for (const network of [devnet, ton, { ...devnet, assets: { imageId: 'x' }, contracts: {}, formatters: {} }]) {
      expect(networkIssue(network)).toBeUndefined()
      expect(NetworkSchema.safeParse(network).success).toBe(true)
    }
  })

  it('names the first wrong field and what is wrong, the schema alike', () => {
    const cases: [unknown, string, string][] = [
      ['mainnet', '', 'Invalid input: expected object, received string'],
      [{ ...devnet, id: 0 }, 'id', 'Invalid input: expected a positive integer or a non-empty string'],
      [{ ...devnet, name: '' }, 'name', 'Too small: expected string to have >=1 characters'],
      [
        { ...devnet, caipNetworkId: 'eip155' },
        'caipNetworkId',
        'Invalid CAIP network id "eip155": expected exactly 2 parts',
      ],
      [{ ...devnet, chainNamespace: 'TON!' }, 'chainNamespace', 'not a CAIP-2 namespace'],
      [
        { ...devnet, nativeCurrency: { name: 'E', symbol: 'E', decimals: 1.5 } },
        'nativeCurrency.decimals',
        'Too small: expected an integer >=0',
      ],
      [{ ...devnet, rpcUrls: {} }, 'rpcUrls.default', 'Invalid input: expected object, received undefined'],
      [
        { ...devnet, rpcUrls: { default: { http: ['a', 1] } } },
        'rpcUrls.default.http.1',
        'Invalid input: expected string, received number',
      ],
      [
        { ...devnet, blockExplorers: { default: { name: 'x' } } },
        'blockExplorers.default.url',
        'Invalid input: expected string, received undefined',
      ],
      [{ ...devnet, testnet: 'yes' }, 'testnet', 'Invalid input: expected boolean, received string'],
    ]
    for (const [network, path, message] of cases) {
      expect(networkIssue(network), path).toEqual({ path: path ? path.split('.') : [], message })
      const parsed = NetworkSchema.safeParse(network)
      expect(parsed.success, path).toBe(false)
      expect(parsed.error?.issues[0]?.path.join('.')).toBe(path)
      expect(parsed.error?.issues[0]?.message).toBe(message)
    }
  })
})

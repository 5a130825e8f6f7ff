import { createKit } from '@gangway/core'
import { SUI_MAINNET } from '@gangway/wallet/web'
import { describe, expect, it } from 'vitest'
import {
  AVAILABLE_NAMESPACES,
  type CaipNetwork,
  ConstantsUtil,
  type CustomCaipNetwork,
  defineChain,
  type InferredCaipNetwork,
  NetworkUtil,
  ParseUtil,
} from './index.ts'

const sui = SUI_MAINNET satisfies InferredCaipNetwork<{ chainNamespace: 'sui' }>

describe('@gangway/common (AppKit’s @reown/appkit-common names)', () => {
  it('types a Sui network of the site’s own, which defineChain and createKit take', async () => {
    const network: CustomCaipNetwork<'sui'> = defineChain({ ...sui, rpcUrls: { default: { http: [] } } })
    expect(network).toMatchObject({ chainNamespace: 'sui', caipNetworkId: 'sui:mainnet' })
    const kit = createKit({ projectId: 'local', networks: [network], enableReconnect: false })
    await kit.ready
    expect([...kit.adapters.keys()]).toEqual(['sui'])
    expect(AVAILABLE_NAMESPACES).toEqual(['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'])
  })

  it('ParseUtil splits CAIP ids (SPEC §5) and says SPEC §8’s "Invalid CAIP Address" otherwise', () => {
    expect(ParseUtil.parseCaipAddress('sui:mainnet:0xabc')).toEqual({
      chainNamespace: 'sui',
      chainId: 'mainnet',
      address: '0xabc',
    })
    expect(ParseUtil.parseCaipNetworkId('eip155:10')).toEqual({ chainNamespace: 'eip155', chainId: '10' })
    expect(ParseUtil.validateCaipAddress('eip155:1:0xabc')).toBe('eip155:1:0xabc')
    expect(() => ParseUtil.validateCaipAddress('eip155:1')).toThrow('Invalid CAIP Address')
    expect(() => ParseUtil.parseCaipNetworkId('eip155')).toThrow('expected exactly 2 parts')
  })

  it('NetworkUtil reads networks and chain ids', () => {
    const networks: CaipNetwork[] = [
      defineChain({ ...sui, rpcUrls: { default: { http: [] } } }),
      defineChain({ ...sui, id: 'testnet', caipNetworkId: 'sui:testnet', rpcUrls: { default: { http: [] } } }),
    ]
    expect(NetworkUtil.caipNetworkIdToNumber('eip155:8453')).toBe(8453)
    expect(NetworkUtil.caipNetworkIdToNumber('sui:mainnet')).toBeUndefined()
    expect(NetworkUtil.parseEvmChainId('eip155:10')).toBe(10)
    expect(NetworkUtil.parseEvmChainId('137')).toBe(137)
    expect(NetworkUtil.parseEvmChainId(1)).toBe(1)
    expect(NetworkUtil.getNetworksByNamespace(networks, 'sui')).toHaveLength(2)
    expect(NetworkUtil.getFirstNetworkByNamespace(networks, 'sui')?.caipNetworkId).toBe('sui:mainnet')
    expect(NetworkUtil.getFirstNetworkByNamespace(networks, 'eip155')).toBeUndefined()
    expect(NetworkUtil.getNetworkNameByCaipNetworkId(networks, 'sui:mainnet')).toBe('Sui')
    expect(ConstantsUtil.CHAIN.EVM).toBe('eip155')
    expect(ConstantsUtil.CONNECTOR_ID).toMatchObject({ WALLET_CONNECT: 'walletConnect', AUTH: 'ID_AUTH' })
  })
})

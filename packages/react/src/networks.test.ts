import { CHAIN_NAMESPACES } from '@gangway/protocol'
import { SUI_MAINNET } from '@gangway/wallet/web'
import * as viemChains from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { createAppKit } from './createAppKit.ts'
import * as networks from './networks.ts'

describe('@gangway/react/networks (AppKit’s @reown/appkit/networks)', () => {
  it('exports every chain of viem/chains, as the same viem Chain objects', () => {
    const names = Object.keys(viemChains)
    expect(names.length).toBeGreaterThan(700)
    for (const name of names)
      expect((networks as Record<string, unknown>)[name], name).toBe((viemChains as Record<string, unknown>)[name])
    expect(networks.foundry).toMatchObject({ id: 31337, name: 'Foundry' })
    for (const name of ['anvil', 'holesky', 'unichain', 'bscTestnet', 'mainnet', 'sepolia']) {
      expect(networks).toHaveProperty(name)
    }
  })

  it('has Solana, Bitcoin, Polkadot and Cosmos Hub descriptors, the devnets and AVAILABLE_NAMESPACES', () => {
    expect(networks.solana).toMatchObject({
      chainNamespace: 'solana',
      caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    })
    expect(networks.solanaDevnet.caipNetworkId).toBe('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')
    expect(networks.solanaTestnet.caipNetworkId).toBe('solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z')
    expect(networks.bitcoin.caipNetworkId).toBe('bip122:000000000019d6689c085ae165831e93')
    expect(networks.bitcoinTestnet.caipNetworkId).toBe('bip122:000000000933ea01ad0ee984209779ba')
    expect(networks.bitcoinSignet).toMatchObject({
      caipNetworkId: 'bip122:00000008819873e925422c1ff0f99f7c',
      testnet: true,
    })
    expect(networks.polkadot).toMatchObject({
      chainNamespace: 'polkadot',
      caipNetworkId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
      nativeCurrency: { symbol: 'DOT', decimals: 10 },
    })
    expect(networks.cosmoshub).toMatchObject({
      chainNamespace: 'cosmos',
      caipNetworkId: 'cosmos:cosmoshub-4',
      nativeCurrency: { symbol: 'ATOM', decimals: 6 },
    })
    expect(networks.gangwayDevnetA).toMatchObject({ id: 31337, caipNetworkId: 'eip155:31337' })
    expect(networks.gangwayDevnetB).toMatchObject({ id: 31338, caipNetworkId: 'eip155:31338' })
    expect(networks.AVAILABLE_NAMESPACES).toEqual([...CHAIN_NAMESPACES])
  })

  it('defineChain: an EVM chain without namespace, or a CaipNetwork of another namespace', () => {
    const mine = networks.defineChain({
      id: 777,
      name: 'Mine',
      nativeCurrency: { name: 'M', symbol: 'M', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:7777'] } },
    })
    expect(mine).toMatchObject({ id: 777, chainNamespace: 'eip155', caipNetworkId: 'eip155:777' })
    const polka = networks.defineChain({
      id: '91b171bb158e2d3848fa23a9f1c25182',
      name: 'Polkadot',
      chainNamespace: 'polkadot',
      caipNetworkId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
      nativeCurrency: { name: 'DOT', symbol: 'DOT', decimals: 10 },
      rpcUrls: { default: { http: ['http://127.0.0.1:9944'] } },
    })
    expect(polka.chainNamespace).toBe('polkadot')
    expect(() => networks.defineChain({ id: 'x', name: 'Bad' } as never)).toThrow(
      'defineChain: chain "Bad" is not a network',
    )
  })

  it('createAppKit takes viem chains, and TON, TRON, Stellar or a Sui network of the site’s own (WalletConnect alone)', async () => {
    const appKit = createAppKit({ projectId: 'local', networks: [networks.foundry, networks.solana, networks.bitcoin] })
    expect(appKit.getCaipNetworks().map((n) => n.caipNetworkId)).toEqual([
      'eip155:31337',
      networks.solana.caipNetworkId,
      networks.bitcoin.caipNetworkId,
    ])
    expect(appKit.getCaipNetwork()).toMatchObject({ name: 'Foundry', chainNamespace: 'eip155' })
    // the non-EVM descriptors' RPC goes to the kit's own Gangway server with the project id
    expect(appKit.getCaipNetwork('solana')?.rpcUrls.default.http).toEqual([
      `http://localhost:4000/v1?chainId=${networks.solana.caipNetworkId}&projectId=local`,
    ])
    appKit.destroy()
    // namespaces Gangway has no adapter for are taken (AppKit's custom networks): each gets a universal adapter
    // on the kit's one WalletConnect session
    const sui = networks.defineChain({ ...SUI_MAINNET, rpcUrls: { default: { http: [] } } })
    const custom = createAppKit({
      projectId: 'local',
      networks: [networks.mainnet, networks.ton, networks.tronMainnet, networks.stellar, sui],
    })
    expect(custom.getCaipNetworks().map((n) => n.caipNetworkId)).toEqual([
      'eip155:1',
      'ton:-239',
      'tron:0x2b6653dc',
      'stellar:pubnet',
      'sui:mainnet',
    ])
    expect([...custom.kit.adapters.keys()]).toEqual(['eip155', 'ton', 'tron', 'stellar', 'sui'])
    await custom.ready()
    expect(custom.kit.stores.connectors.get().connectors.filter((c) => c.chain === 'sui')).toEqual([
      { id: 'walletConnect', type: 'WALLET_CONNECT', chain: 'sui', name: 'WalletConnect' },
    ])
    custom.destroy()
  })
})

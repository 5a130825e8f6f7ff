import { mainnet as viemMainnet, optimism as viemOptimism } from 'viem/chains'
import { describe, expect, it, vi } from 'vitest'
import { gangwayDevnetA, gangwayDevnetB, mainnet, polygon, solana } from '../networks/index.ts'
import { ton, tonTestnet } from '../networks/unsupportedNetworks.ts'
import type { KitOptions } from './KitOptions.ts'
import { resolveOptions } from './resolveOptions.ts'

const base: KitOptions = { projectId: 'local', networks: [gangwayDevnetA] }

describe('resolveOptions', () => {
  it('speaks the site’s locale, else the browser’s language, else English (issue 36 item 14)', () => {
    expect(resolveOptions({ ...base, locale: 'ar' }).locale).toBe('ar')
    vi.stubGlobal('navigator', { language: 'pt-BR' })
    try {
      expect(resolveOptions(base).locale).toBe('pt-BR')
      expect(resolveOptions({ ...base, locale: 'de' }).locale).toBe('de')
      vi.stubGlobal('navigator', { language: '' })
      expect(resolveOptions(base).locale).toBe('en')
      vi.stubGlobal('navigator', undefined)
      expect(resolveOptions(base).locale).toBe('en')
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('requires a project id', () => {
    expect(() => resolveOptions({ ...base, projectId: '' })).toThrow('createKit: projectId is required')
    expect(() => resolveOptions({ ...base, projectId: undefined as unknown as string })).toThrow(
      'projectId is required',
    )
  })

  it('refuses siweConfig together with siwx', () => {
    expect(() => resolveOptions({ ...base, siweConfig: {} as never, siwx: {} as never })).toThrow(
      'Cannot set both `siweConfig` and `siwx` options',
    )
  })

  it('requires at least one valid network', () => {
    expect(() => resolveOptions({ ...base, networks: [] })).toThrow('networks must hold at least one network')
    expect(() =>
      resolveOptions({ ...base, networks: [{ ...gangwayDevnetA, caipNetworkId: 'eip155' as never }] }),
    ).toThrow(/networks\[0\] "Gangway Devnet A" is invalid: caipNetworkId Invalid CAIP network id "eip155"/)
    expect(() => resolveOptions({ ...base, defaultNetwork: mainnet })).toThrow(
      'defaultNetwork eip155:1 is not one of the networks',
    )
  })

  it('starts on the first network unless defaultNetwork names another (AppKit); drops duplicates', () => {
    expect(resolveOptions({ ...base, networks: [polygon, mainnet, polygon] })).toMatchObject({
      defaultNetwork: { caipNetworkId: 'eip155:137' },
      networks: [{ caipNetworkId: 'eip155:137' }, { caipNetworkId: 'eip155:1' }],
    })
    expect(resolveOptions({ ...base, networks: [solana, polygon] }).defaultNetwork.caipNetworkId).toBe(
      solana.caipNetworkId,
    )
    expect(
      resolveOptions({ ...base, networks: [polygon, mainnet], defaultNetwork: viemMainnet }).defaultNetwork,
    ).toMatchObject({ caipNetworkId: 'eip155:1', name: 'Ethereum' })
  })

  it('takes viem chains and CaipNetworks alike (AppKitNetwork)', () => {
    const o = resolveOptions({ ...base, networks: [viemOptimism, gangwayDevnetA, viemMainnet, mainnet] })
    expect(o.networks.map((n) => n.caipNetworkId)).toEqual(['eip155:10', 'eip155:31337', 'eip155:1'])
    expect(o.networks[0]).toMatchObject({
      id: 10,
      name: 'OP Mainnet',
      chainNamespace: 'eip155',
      nativeCurrency: { symbol: 'ETH' },
      // viem's public provider is kept for wallets (chainDefault); the dialog reads through the server
      rpcUrls: {
        default: { http: ['http://localhost:4000/v1?chainId=eip155:10&projectId=local'] },
        chainDefault: { http: viemOptimism.rpcUrls.default.http },
      },
    })
    // viem's extra fields (contracts, formatters …) stay
    expect(o.networks[0]?.contracts).toEqual(viemOptimism.contracts)
  })

  it('refuses anything else with a message that names it', () => {
    const bad = (network: unknown) => resolveOptions({ ...base, networks: [gangwayDevnetA, network as never] })
    expect(() => bad('mainnet')).toThrow(
      'createKit: networks[1] is not a network: expected a viem Chain (e.g. from @gangway/react/networks) or a CaipNetwork, got "mainnet"',
    )
    expect(() => bad({ id: 'x', name: 'Mystery' })).toThrow(
      'createKit: networks[1] "Mystery" is not a network: a viem Chain needs a numeric id',
    )
    expect(() => bad({ id: 5, name: 'No RPC', nativeCurrency: { name: 'E', symbol: 'E', decimals: 18 } })).toThrow(
      /networks\[1\] "No RPC" is invalid: rpcUrls\.default\.http/,
    )
    // a built-in namespace's network needs an RPC URL; one reached through WalletConnect alone (TON) may have none
    expect(() => bad({ ...solana, rpcUrls: { default: { http: [] } } })).toThrow(
      /networks\[1\] "Solana" is invalid: rpcUrls\.default\.http needs an RPC URL/,
    )
    expect(bad(ton).networks[1]).toMatchObject({ caipNetworkId: 'ton:-239', chainNamespace: 'ton' })
    expect(() => bad({ ...ton, chainNamespace: 'TON!' })).toThrow(/networks\[1\] "TON" is invalid: chainNamespace/)
    expect(() => resolveOptions({ ...base, defaultNetwork: tonTestnet as never })).toThrow(
      /defaultNetwork ton:-3 is not one of the networks/,
    )
    expect(() => resolveOptions({ ...base, universalProvider: { connect: 1 } })).toThrow(
      'createKit: universalProvider must be an initialised UniversalProvider (await UniversalProvider.init(…))',
    )
  })

  it('customRpcUrls come first, then the server (the network’s own kept as chainDefault); chainImages set the network image', () => {
    const o = resolveOptions({
      ...base,
      networks: [gangwayDevnetA, gangwayDevnetB],
      customRpcUrls: { 'eip155:31337': [{ url: 'http://127.0.0.1:9545' }] },
      chainImages: { 31338: 'https://img.example/b.png' },
    })
    expect(o.networks[0]?.rpcUrls).toMatchObject({
      default: { http: ['http://127.0.0.1:9545', 'http://localhost:4000/v1?chainId=eip155:31337&projectId=local'] },
      chainDefault: { http: ['http://127.0.0.1:8545'] },
    })
    expect(o.networks[1]?.assets?.imageUrl).toBe('https://img.example/b.png')
    expect(() => resolveOptions({ ...base, customRpcUrls: { mainnet: [{ url: 'http://x' }] } as never })).toThrow(
      'customRpcUrls key "mainnet" is not a CAIP-2 network id',
    )
    expect(() => resolveOptions({ ...base, customRpcUrls: { 'eip155:1': ['http://x'] } as never })).toThrow(
      'customRpcUrls["eip155:1"] must be a list of { url }',
    )
    expect(() => resolveOptions({ ...base, chainImages: { 1: 42 } as never })).toThrow('chainImages["1"] must be a URL')
  })

  it('points the built-in Solana and Bitcoin RPC at the kit’s server with the project id', () => {
    const o = resolveOptions({ ...base, networks: [solana], apiUrl: 'https://gw.example/' })
    expect(o.networks[0]?.rpcUrls.default.http).toEqual([
      `https://gw.example/v1?chainId=${solana.caipNetworkId}&projectId=local`,
    ])
  })

  it('SPEC §7: every network the site passes reads through the kit’s server, never a public provider (issue 37)', () => {
    const custom = {
      ...gangwayDevnetB,
      name: 'Site chain',
      rpcUrls: { default: { http: ['https://rpc.site.example'] } },
    }
    const o = resolveOptions({
      ...base,
      networks: [viemMainnet, mainnet, polygon, custom],
      apiUrl: 'https://gw.example',
    })
    expect(o.networks.map((n) => n.rpcUrls.default.http)).toEqual([
      ['https://gw.example/v1?chainId=eip155:1&projectId=local'],
      ['https://gw.example/v1?chainId=eip155:137&projectId=local'],
      ['https://gw.example/v1?chainId=eip155:31338&projectId=local'],
    ])
    // the chain's own URLs stay for wallets (wallet_addEthereumChain), never for the dialog's reads
    expect(o.networks[0]?.rpcUrls.chainDefault).toEqual({ http: viemMainnet.rpcUrls.default.http })
    expect(o.networks[2]?.rpcUrls.chainDefault).toEqual({ http: ['https://rpc.site.example'] })
  })

  it('fills SPEC §9 defaults: allow-flags true, features, connect-method order, analytics off', () => {
    const o = resolveOptions(base)
    for (const flag of [
      'debug',
      'enableWalletConnect',
      'enableWalletGuide',
      'enableWallets',
      'enableEIP6963',
      'enableNetworkSwitch',
      'enableReconnect',
      'enableAuthLogger',
    ] as const) {
      expect(o[flag], flag).toBe(true)
    }
    expect(resolveOptions({ ...base, enableReconnect: false }).enableReconnect).toBe(false)
    expect(o.features).toMatchObject({
      email: true,
      emailShowWallets: true,
      socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
      analytics: false,
      multiWallet: false,
      smartSessions: false,
      legalCheckbox: false,
      collapseWallets: false,
      connectorTypeOrder: [],
      connectMethodsOrder: ['email', 'social', 'wallet'],
    })
    expect(resolveOptions({ ...base, features: { swaps: false } }).features.swaps).toBe(false)
    expect(o.apiUrl).toBe('http://localhost:4000')
    expect(o).toMatchObject({ allWallets: 'SHOW', customWallets: [], connectorImages: {}, chainImages: {} })
  })

  it('reads AppKit’s older names: features.history → activity, showWallets → emailShowWallets', () => {
    const o = resolveOptions({ ...base, showWallets: false, features: { history: false } })
    expect(o.features).toMatchObject({ activity: false, emailShowWallets: false })
    expect(o.localFeatures).toEqual({ activity: false, emailShowWallets: false })
  })

  it('checks the Connect options', () => {
    expect(() => resolveOptions({ ...base, allWallets: 'SOMETIMES' as never })).toThrow(
      'allWallets must be "SHOW", "HIDE" or "ONLY_MOBILE", got "SOMETIMES"',
    )
    expect(() => resolveOptions({ ...base, termsConditionsUrl: 'javascript:alert(1)' })).toThrow(
      'termsConditionsUrl must be an http(s) URL, got "javascript:alert(1)"',
    )
    expect(resolveOptions({ ...base, privacyPolicyUrl: '/privacy' }).privacyPolicyUrl).toBe('/privacy')
    expect(() => resolveOptions({ ...base, customWallets: [{ id: 'x' } as never] })).toThrow(
      'customWallets[0] needs an id and a name',
    )
    expect(() => resolveOptions({ ...base, features: { connectorTypeOrder: ['injected', 'bogus' as never] } })).toThrow(
      'features.connectorTypeOrder must list only "walletConnect", "recent", "injected", "featured", "custom", "external", "recommended"',
    )
    expect(() => resolveOptions({ ...base, features: { connectMethodsOrder: ['phone' as never] } })).toThrow(
      'features.connectMethodsOrder must list only',
    )
  })

  it('Coinbase: on with every wallet by default (AppKit), the preference checked', () => {
    expect(resolveOptions(base)).toMatchObject({ enableCoinbase: true, coinbasePreference: 'all' })
    expect(resolveOptions({ ...base, enableCoinbase: false, coinbasePreference: 'eoaOnly' })).toMatchObject({
      enableCoinbase: false,
      coinbasePreference: 'eoaOnly',
    })
    expect(() => resolveOptions({ ...base, coinbasePreference: 'smartOnly' as never })).toThrow(
      'coinbasePreference must be "all", "smartWalletOnly", "eoaOnly", got "smartOnly"',
    )
  })

  it('rejects a bad theme mode', () => {
    expect(() => resolveOptions({ ...base, themeMode: 'blue' as never })).toThrow('themeMode must be "light" or "dark"')
  })
})

import { bitcoin as bitcoinMainnet, bitcoinRegtest } from '@gangway/core'
import { describe, expect, it } from 'vitest'
import { bitcoinApiUrl } from './BitcoinApi.ts'
import { findSatsConnectProviders, providerAt } from './satsConnectProviders.ts'
import { signatureToBase64 } from './WalletConnectConnector.ts'

const provider = () => ({ request: async () => ({ jsonrpc: '2.0', id: 1, result: null }) })

describe('findSatsConnectProviders', () => {
  it('resolves btc_providers ids as dotted paths, then Xverse and window.BitcoinProvider, one entry per object', () => {
    const dev = provider()
    const xverse = provider()
    const root = {
      GangwayDevWallet: { BitcoinProvider: dev },
      XverseProviders: { BitcoinProvider: xverse },
      BitcoinProvider: xverse, // Xverse sets both
      btc_providers: [
        { id: 'GangwayDevWallet.BitcoinProvider', name: 'Gangway Dev Wallet', icon: 'data:image/svg+xml;base64,AA==' },
        { id: 'Missing.Provider', name: 'Not installed', icon: '' },
        { id: 'GangwayDevWallet.BitcoinProvider', name: 'Listed twice', icon: '' },
        { id: 'GangwayDevWallet', name: 'No request method', icon: '' },
        { name: 'No id' },
      ],
    }
    const found = findSatsConnectProviders(root)
    expect(found.map((f) => [f.info.id, f.info.name])).toEqual([
      ['GangwayDevWallet.BitcoinProvider', 'Gangway Dev Wallet'],
      ['XverseProviders.BitcoinProvider', 'Xverse Wallet'],
    ])
    expect(found[0]?.provider).toBe(dev)
    expect(found[1]?.provider).toBe(xverse)
    expect(found[1]?.info.icon).toMatch(/^data:image\/svg\+xml;base64,/)
  })

  it('finds nothing on a page without Bitcoin wallets, and a lone window.BitcoinProvider as itself', () => {
    expect(findSatsConnectProviders({})).toEqual([])
    expect(findSatsConnectProviders({ btc_providers: 'nonsense' })).toEqual([])
    const lone = provider()
    expect(findSatsConnectProviders({ BitcoinProvider: lone }).map((f) => f.info.id)).toEqual(['BitcoinProvider'])
    expect(providerAt({ a: { b: null } }, 'a.b.c')).toBeUndefined()
  })
})

describe('bitcoinApiUrl', () => {
  it("is the Gangway server's /v1/bitcoin/:chainId for the built-in networks (projectId kept)", () => {
    // as the kit rewrites the built-in networks' RPC URL (core's extendCaipNetwork)
    const network = {
      ...bitcoinRegtest,
      rpcUrls: {
        default: { http: [`http://127.0.0.1:4000/v1?chainId=${bitcoinRegtest.caipNetworkId}&projectId=my%20project`] },
      },
    }
    expect(bitcoinApiUrl(network)).toEqual({
      base: 'http://127.0.0.1:4000/v1/bitcoin/bip122%3A0f9188f13cb7b2c71f2a335e3a4fc328',
      query: '?projectId=my%20project',
    })
    expect(bitcoinApiUrl(bitcoinMainnet).base).toBe(
      'http://localhost:4000/v1/bitcoin/bip122%3A000000000019d6689c085ae165831e93',
    )
  })

  it("is the network's own RPC URL when a site points a network at an Esplora", () => {
    const esplora = {
      ...bitcoinMainnet,
      rpcUrls: { default: { http: ['https://esplora.example.com/api/'] } },
    }
    expect(bitcoinApiUrl(esplora)).toEqual({ base: 'https://esplora.example.com/api', query: '' })
  })
})

describe('signatureToBase64', () => {
  it('reads a WalletConnect wallet’s hex signature (as AppKit does) and keeps a base64 one', () => {
    expect(signatureToBase64('0102ff')).toBe('AQL/')
    expect(signatureToBase64('AQL/')).toBe('AQL/')
  })
})

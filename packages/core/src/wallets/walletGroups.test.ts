import type { RegistryWallet } from '@gangway/protocol'
import { describe, expect, it } from 'vitest'
import type { AdapterConnector } from '../adapter/ChainAdapter.ts'
import { DEFAULT_CONNECTOR_TYPE_ORDER, listedConnectors, type WalletGroupsInput, walletGroups } from './walletGroups.ts'

const c = (id: string, type: AdapterConnector['type'], rdns?: string): AdapterConnector => ({
  id,
  type,
  chain: 'eip155',
  name: id,
  ...(rdns ? { info: { rdns } } : {}),
})
const w = (id: string, rdns: string | null = null) => ({ id, name: id, rdns }) as RegistryWallet
const all = { enableWallets: true, enableEIP6963: true, enableInjected: true, enableWalletConnect: true }
const input = (extra: Partial<WalletGroupsInput> = {}): WalletGroupsInput => ({
  connectors: [c('walletConnect', 'WALLET_CONNECT'), c('injected', 'INJECTED'), c('a', 'ANNOUNCED', 'a.rdns')],
  recent: [],
  featured: [],
  recommended: [],
  customWallets: [],
  connectorImages: {},
  order: [],
  options: all,
  ...extra,
})
const shape = (groups: ReturnType<typeof walletGroups>) =>
  groups.map((g) => [g.type, ...('connectors' in g ? g.connectors : g.wallets).map((x) => x.id)])

describe('walletGroups (the Connect list)', () => {
  it('puts recent wallets first (in recency order), then installed ones, WalletConnect, the rest', () => {
    const groups = walletGroups(
      input({
        connectors: [
          c('walletConnect', 'WALLET_CONNECT'),
          c('injected', 'INJECTED'),
          c('a', 'ANNOUNCED', 'a.rdns'),
          c('b', 'ANNOUNCED'),
          c('ext', 'EXTERNAL'),
          c('ID_AUTH', 'AUTH'),
        ],
        recent: [
          { id: 'x', name: 'X', rdns: 'a.rdns' },
          { id: 'injected', name: 'Browser Wallet' },
        ],
      }),
    )
    expect(shape(groups)).toEqual([
      ['recent', 'a', 'injected'],
      ['injected', 'b'],
      ['walletConnect', 'walletConnect'],
      ['external', 'ext'],
    ])
    expect(listedConnectors(groups).map((l) => [l.id, l.recent, l.installed])).toEqual([
      ['a', true, true],
      ['injected', true, true],
      ['b', false, true],
      ['walletConnect', false, false],
      ['ext', false, false],
    ])
  })

  it('honours enableWallets, enableEIP6963, enableInjected', () => {
    expect(walletGroups(input({ options: { ...all, enableWallets: false } }))).toEqual([])
    expect(shape(walletGroups(input({ options: { ...all, enableEIP6963: false } })))).toEqual([
      ['injected', 'injected'],
      ['walletConnect', 'walletConnect'],
    ])
    expect(shape(walletGroups(input({ options: { ...all, enableInjected: false } })))).toEqual([
      ['injected', 'a'],
      ['walletConnect', 'walletConnect'],
    ])
  })

  it('enableWalletConnect false: no WalletConnect row and none of the wallets that connect through it', () => {
    const groups = walletGroups(
      input({
        featured: [w('f')],
        recommended: [w('r')],
        customWallets: [{ id: 'mine', name: 'Mine' }],
        options: { ...all, enableWalletConnect: false },
      }),
    )
    expect(shape(groups)).toEqual([['injected', 'a', 'injected']])
  })

  it('lists featured, custom and recommended wallets once each, never an installed one twice', () => {
    const groups = walletGroups(
      input({
        featured: [w('f1'), w('dup')],
        recommended: [w('dup'), w('r1'), w('installed-by-rdns', 'a.rdns')],
        customWallets: [{ id: 'mine', name: 'Mine', image_url: 'https://img.example/mine.png' }],
      }),
    )
    expect(shape(groups).slice(2)).toEqual([
      ['featured', 'f1', 'dup'],
      ['custom', 'mine'],
      ['recommended', 'r1'],
    ])
  })

  it('features.connectorTypeOrder puts the named groups first, the rest after in the default order', () => {
    const groups = walletGroups(
      input({
        recommended: [w('r1')],
        customWallets: [{ id: 'mine', name: 'Mine' }],
        order: ['custom', 'walletConnect'],
      }),
    )
    expect(groups.map((g) => g.type)).toEqual(['custom', 'walletConnect', 'injected', 'recommended'])
    expect(DEFAULT_CONNECTOR_TYPE_ORDER).toHaveLength(7)
  })

  it('connectorImages replace a connector’s image', () => {
    const [group] = walletGroups(input({ connectorImages: { a: 'https://img.example/a.png' } }))
    expect(group && 'connectors' in group && group.connectors.find((x) => x.id === 'a')?.imageUrl).toBe(
      'https://img.example/a.png',
    )
  })

  it('lists a wallet that speaks EVM and Solana once, with its chains in the site order; WalletConnect once', () => {
    const solana = (id: string, type: AdapterConnector['type'], name = id): AdapterConnector => ({
      id,
      type,
      chain: 'solana',
      name,
    })
    const groups = walletGroups(
      input({
        connectors: [
          solana('Gangway Dev Wallet', 'ANNOUNCED'),
          { ...c('dev.gangway.wallet', 'ANNOUNCED', 'dev.gangway.wallet'), name: 'Gangway Dev Wallet' },
          c('walletConnect', 'WALLET_CONNECT'),
          solana('walletConnect', 'WALLET_CONNECT', 'walletConnect'),
          solana('Phantom', 'ANNOUNCED'),
        ],
        namespaces: ['eip155', 'solana'],
        recent: [{ id: 'Phantom', name: 'Phantom' }],
      }),
    )
    expect(shape(groups)).toEqual([
      ['recent', 'Phantom'],
      ['injected', 'Gangway Dev Wallet'],
      ['walletConnect', 'walletConnect'],
    ])
    const dev = listedConnectors(groups).find((r) => r.name === 'Gangway Dev Wallet')
    expect(dev?.chains).toEqual(['eip155', 'solana'])
    expect(dev?.connectors.map((m) => [m.id, m.chain])).toEqual([
      ['dev.gangway.wallet', 'eip155'],
      ['Gangway Dev Wallet', 'solana'],
    ])
    expect(listedConnectors(groups).find((r) => r.type === 'WALLET_CONNECT')?.chains).toEqual(['eip155', 'solana'])
    expect(listedConnectors(groups).find((r) => r.name === 'Phantom')?.chains).toEqual(['solana'])
  })
})

import { afterEach, describe, expect, it, vi } from 'vitest'
import { createKit } from '../createKit.ts'
import { gangwayDevnetA } from '../networks/index.ts'
import { createTestAdapter } from '../test/createTestAdapter.ts'
import { memoryStorage } from '../test/memoryStorage.ts'
import { connect } from './connect.ts'
import { connectorImage } from './connectorImage.ts'
import { listConnections, multiWalletEnabled } from './listConnections.ts'
import { setLegalCheckboxChecked } from './setLegalCheckboxChecked.ts'
import { updateFeatures, updateOptions } from './updateOptions.ts'

const start = (extra: Record<string, unknown> = {}) => {
  const test = createTestAdapter()
  test.state.chainId = 31337
  const kit = createKit({
    projectId: 'local',
    networks: [{ ...gangwayDevnetA, assets: { imageId: undefined, imageUrl: 'https://img.example/a.png' } }],
    adapters: [test.adapter],
    storage: memoryStorage(),
    ...extra,
  })
  return { kit, test }
}

describe('options that change at run time (AppKit updateOptions / updateFeatures / setters)', () => {
  afterEach(() => vi.restoreAllMocks())

  it('start from createAppKit’s options', () => {
    const { kit } = start({ termsConditionsUrl: 'https://example.com/terms', allWallets: 'ONLY_MOBILE' })
    expect(kit.stores.options.get()).toMatchObject({
      termsConditionsUrl: 'https://example.com/terms',
      privacyPolicyUrl: undefined,
      allWallets: 'ONLY_MOBILE',
      customWallets: [],
      connectorImages: {},
      isLegalCheckboxChecked: false,
      features: { legalCheckbox: false },
    })
  })

  it('updateOptions changes the Connect options, checked as at start; others are named and left alone', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { kit } = start({ features: { email: false } })
    updateOptions(kit, {
      privacyPolicyUrl: 'https://example.com/privacy',
      customWallets: [{ id: 'mine', name: 'My Wallet' }],
      features: { legalCheckbox: true },
      projectId: 'other',
    } as never)
    expect(kit.stores.options.get()).toMatchObject({
      privacyPolicyUrl: 'https://example.com/privacy',
      customWallets: [{ id: 'mine', name: 'My Wallet' }],
      features: { legalCheckbox: true, email: false },
    })
    expect(kit.options.projectId).toBe('local')
    expect(warn).toHaveBeenCalledWith(
      'gangway: updateOptions: projectId take effect only at createAppKit; not changed.',
    )
    const before = kit.stores.options.get()
    expect(() => updateOptions(kit, { termsConditionsUrl: 'javascript:void 0' })).toThrow('must be an http(s) URL')
    expect(() => updateFeatures(kit, { connectorTypeOrder: ['nope' as never] })).toThrow('connectorTypeOrder')
    expect(kit.stores.options.get()).toBe(before)
    updateFeatures(kit, { history: false, collapseWallets: true })
    expect(kit.stores.options.get().features).toMatchObject({ activity: false, collapseWallets: true, email: false })
  })

  it('the legal checkbox state is kept for the session', () => {
    const { kit } = start()
    setLegalCheckboxChecked(kit, true)
    expect(kit.stores.options.get().isLegalCheckboxChecked).toBe(true)
  })

  it('connectorImages override a connector’s own image', () => {
    const { kit } = start({ connectorImages: { injected: 'https://img.example/injected.png' } })
    expect(connectorImage(kit, { id: 'injected', info: { icon: 'data:own' } })).toBe('https://img.example/injected.png')
    expect(connectorImage(kit, { id: 'other', info: { icon: 'data:own' } })).toBe('data:own')
    updateOptions(kit, { connectorImages: { other: 'https://img.example/o.png' } })
    expect(connectorImage(kit, { id: 'other' })).toBe('https://img.example/o.png')
  })

  it('listConnections answers AppKit’s connection items; multi-wallet is off by default (SPEC §6)', async () => {
    const { kit } = start({ connectorImages: { 'dev.gangway.wallet': 'https://img.example/dev.png' } })
    await kit.ready
    expect(multiWalletEnabled(kit)).toBe(false)
    expect(listConnections(kit)).toEqual({ connections: [], recentConnections: [] })
    await connect(kit, { connectorId: 'dev.gangway.wallet' })
    expect(listConnections(kit, 'eip155').connections).toEqual([
      {
        name: 'Gangway Dev Wallet',
        icon: 'https://img.example/dev.png',
        networkIcon: 'https://img.example/a.png',
        accounts: [
          {
            address: '0x1111111111111111111111111111111111111111',
            caipAddress: 'eip155:31337:0x1111111111111111111111111111111111111111',
          },
        ],
        caipNetwork: expect.objectContaining({ caipNetworkId: 'eip155:31337' }),
        connectorId: 'dev.gangway.wallet',
        status: 'connected',
      },
    ])
    expect(kit.stores.connections.get().walletInfo?.icon).toBe('https://img.example/dev.png')
  })
})

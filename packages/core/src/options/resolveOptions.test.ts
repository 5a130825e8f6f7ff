import { describe, expect, it } from 'vitest'
import { gangwayDevnetA, mainnet, polygon, solana } from '../networks/index.ts'
import type { KitOptions } from './KitOptions.ts'
import { resolveOptions } from './resolveOptions.ts'

const base: KitOptions = { projectId: 'local', networks: [gangwayDevnetA] }

describe('resolveOptions', () => {
  it('requires a project id', () => {
    expect(() => resolveOptions({ ...base, projectId: '' })).toThrow('createKit: projectId is required')
    expect(() => resolveOptions({ ...base, projectId: undefined as unknown as string })).toThrow(
      'projectId is required',
    )
  })

  it('refuses siweConfig together with siwx', () => {
    expect(() => resolveOptions({ ...base, siweConfig: {}, siwx: {} })).toThrow(
      'Cannot set both `siweConfig` and `siwx` options',
    )
  })

  it('requires at least one valid network', () => {
    expect(() => resolveOptions({ ...base, networks: [] })).toThrow('networks must hold at least one network')
    expect(() =>
      resolveOptions({ ...base, networks: [{ ...gangwayDevnetA, caipNetworkId: 'eip155' as never }] }),
    ).toThrow(/invalid network "Gangway Devnet A": caipNetworkId Invalid CAIP network id "eip155"/)
    expect(() => resolveOptions({ ...base, defaultNetwork: mainnet })).toThrow(
      'defaultNetwork eip155:1 is not one of the networks',
    )
  })

  it('defaults to eip155:1 when configured, else the first network; drops duplicates', () => {
    expect(resolveOptions({ ...base, networks: [polygon, mainnet, polygon] })).toMatchObject({
      defaultNetwork: { caipNetworkId: 'eip155:1' },
      networks: [{ caipNetworkId: 'eip155:137' }, { caipNetworkId: 'eip155:1' }],
    })
    expect(resolveOptions({ ...base, networks: [polygon, solana] }).defaultNetwork.caipNetworkId).toBe('eip155:137')
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
      socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
      analytics: false,
      multiWallet: false,
      smartSessions: false,
      connectMethodsOrder: ['email', 'social', 'wallet'],
    })
    expect(resolveOptions({ ...base, features: { swaps: false } }).features.swaps).toBe(false)
    expect(o.apiUrl).toBe('http://localhost:4000')
  })

  it('rejects a bad theme mode', () => {
    expect(() => resolveOptions({ ...base, themeMode: 'blue' as never })).toThrow('themeMode must be "light" or "dark"')
  })
})

import { afterEach, describe, expect, it, vi } from 'vitest'
import { createKit, destroyKit } from '../createKit.ts'
import { gangwayDevnetA } from '../networks/index.ts'
import { memoryStorage } from '../test/memoryStorage.ts'
import type { KitOptions } from './KitOptions.ts'
import { mayNotice } from './mayNotice.ts'
import { KNOWN_OPTIONS, optionNotices } from './optionNotices.ts'
import { resolveOptions } from './resolveOptions.ts'

const base: KitOptions = { projectId: 'local', networks: [gangwayDevnetA] }

describe('optionNotices: options of features Gangway does not have yet are never silently ignored', () => {
  afterEach(() => vi.restoreAllMocks())

  it.each([
    ['features.smartSessions', { features: { smartSessions: true } }],
    ['features.reownAuthentication', { features: { reownAuthentication: true } }],
    ['tokens', { tokens: { 'eip155:1': { address: '0x0' } } }],
    ['enableBaseAccount', { enableBaseAccount: true }],
    ['universalProviderConfigOverride', { universalProviderConfigOverride: {} }],
    ['experimental_preferUniversalLinks', { experimental_preferUniversalLinks: true }],
  ] as [string, Partial<KitOptions>][])('%s, when asked for, gets a warning naming it', (name, extra) => {
    const notices = optionNotices({ ...base, ...extra })
    expect(notices).toHaveLength(1)
    expect(notices[0]).toContain(`createAppKit: ${name} is not available in this version of Gangway yet — `)
  })

  it('says nothing about the social logins, Farcaster included (they work)', () => {
    expect(
      optionNotices({
        ...base,
        features: { socials: ['google', 'github', 'apple', 'facebook', 'x', 'discord', 'farcaster'] },
      }),
    ).toEqual([])
  })

  it('says nothing when a later feature is turned off, or for options that act', () => {
    expect(
      optionNotices({
        ...base,
        enableCoinbase: true,
        coinbasePreference: 'smartWalletOnly',
        features: { swaps: false, onramp: false, socials: false, smartSessions: false, legalCheckbox: true },
        defaultAccountTypes: { eip155: 'eoa' },
        termsConditionsUrl: 'https://example.com/terms',
        allWallets: 'ONLY_MOBILE',
      }),
    ).toEqual([])
  })

  it('names unknown options, unknown feature keys and RPC URLs of networks not listed', () => {
    expect(
      optionNotices(
        { ...base, basic: true, features: { emailCapture: true }, customRpcUrls: { 'eip155:5': [] } } as never,
        [gangwayDevnetA],
      ),
    ).toEqual([
      'createAppKit: unknown option "basic" has no effect.',
      'createAppKit: unknown feature "features.emailCapture" has no effect.',
      'createAppKit: customRpcUrls["eip155:5"] has no effect: eip155:5 is not one of the networks.',
    ])
  })

  it('createKit loads the notices only when an option may need one', () => {
    // the resolved options' keys are the same whatever the values
    const resolved = resolveOptions(base)
    const plain: KitOptions = {
      ...base,
      metadata: { name: 'x', description: '', url: '', icons: [] },
      allWallets: 'HIDE',
      showWallets: false,
      defaultAccountTypes: { eip155: 'eoa' },
      enableCoinbase: false,
      tokens: undefined,
    }
    expect(mayNotice(plain, resolved)).toBe(false)
    for (const key of KNOWN_OPTIONS) {
      const options = { ...base, [key]: {} } as KitOptions
      // every option that can get a notice makes createKit load them
      if (
        optionNotices({ ...base, [key]: key === 'features' ? { smartSessions: true } : true } as KitOptions).length > 0
      ) {
        expect(mayNotice(options, resolved), key).toBe(true)
      }
    }
    expect(mayNotice({ ...base, bogus: 1 } as never, resolved)).toBe(true)
    expect(mayNotice({ ...base, features: {} }, resolved)).toBe(true)
  })

  it('createKit warns once per notice on the console (the texts load as their own chunk)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const kit = createKit({
      ...base,
      storage: memoryStorage(),
      features: { swaps: true, onramp: true, pay: true, smartSessions: true, multiWallet: true },
    })
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1))
    // features.multiWallet is Gangway's since issue 21: no notice
    expect(warn.mock.calls.map((c) => c[0])).toEqual([
      expect.stringMatching(/^gangway: createAppKit: features\.smartSessions is not available/),
    ])
    destroyKit(kit)
  })
})

import { type ChainAdapter, createKit, destroyKit, gangwayDevnetA } from '@gangway/core'
import { describe, expect, it } from 'vitest'
import { hasView } from './viewLoaders.ts'
import { createViewRegistry, firstView } from './viewRegistry.ts'

const LAZY = Symbol.for('react.lazy')
const isLazy = (c: unknown) => (c as { $$typeof?: symbol }).$$typeof === LAZY

describe('createViewRegistry', () => {
  it('hands out a lazy component for a view not loaded yet, and keeps it', () => {
    const views = createViewRegistry()
    const first = views.get('Networks')
    expect(isLazy(first)).toBe(true)
    expect(views.get('Networks')).toBe(first)
  })

  it('renders a preloaded view directly (no Suspense fallback, no 300 ms reveal throttle)', async () => {
    const views = createViewRegistry()
    await views.preload(['Connect'])
    const component = views.get('Connect')
    expect(isLazy(component)).toBe(false)
    expect((component as { name?: string }).name).toBe('ConnectView')
  })

  it('EmailLogin is a view of its own (AppKit’s open({ view: "EmailLogin" }), issue 37 item 11)', async () => {
    const views = createViewRegistry()
    await views.preload(['EmailLogin'])
    expect((views.get('EmailLogin') as { name?: string }).name).toBe('EmailLoginView')
    expect(hasView('EmailLogin')).toBe(true)
  })

  it('the views loaded through Connect’s chunk, two files a chunk for some, are each their own view', async () => {
    const views = createViewRegistry()
    const family = {
      ConnectSocials: 'ConnectSocialsView',
      ConnectingSocial: 'ConnectingSocialView',
      EmailLogin: 'EmailLoginView',
      UpdateEmailWallet: 'UpdateEmailWalletView',
    } as const
    await views.preload(Object.keys(family) as (keyof typeof family)[])
    for (const [view, name] of Object.entries(family)) {
      expect((views.get(view as keyof typeof family) as { name?: string }).name, view).toBe(name)
    }
  })

  it('Pay and PayLoading are one chunk; hasView knows the dialog’s views', async () => {
    const views = createViewRegistry()
    await views.preload(['Pay', 'PayLoading'])
    expect((views.get('Pay') as { name?: string }).name).toBe('PayView')
    expect((views.get('PayLoading') as { name?: string }).name).toBe('PayLoadingView')
    expect(hasView('Pay')).toBe(true)
    expect(hasView('NoSuchView')).toBe(false)
  })
})

describe('firstView (the one view preloaded when the page is idle)', () => {
  const adapter = { namespace: 'eip155', setup: () => undefined, getConnectors: () => [] } as unknown as ChainAdapter
  const kitWith = (options: Partial<Parameters<typeof createKit>[0]>) =>
    createKit({ projectId: 'local', networks: [gangwayDevnetA], ...options })

  it('is Connect before a connection, Account once connected — never both', async () => {
    const kit = kitWith({ adapters: [adapter] })
    await kit.remote
    expect(firstView(kit)).toBe('Connect')
    kit.stores.chains.set((state) => ({
      accounts: { ...state.accounts, eip155: { ...state.accounts.eip155, isConnected: true } as never },
    }))
    expect(firstView(kit)).toBe('Account')
    destroyKit(kit)
  })

  it('is the WalletConnect view without adapters (what opening shows then)', async () => {
    const kit = kitWith({ adapters: [] })
    await kit.remote
    expect(firstView(kit)).toBe('ConnectingWalletConnectBasic')
    destroyKit(kit)
  })
})

describe('the other views’ loaders (a chunk of their own, issue 38)', () => {
  it('a view outside the first ones loads through them; prepare() loads them alone and never rejects', async () => {
    const views = createViewRegistry()
    views.prepare()
    await views.preload(['Networks', 'SIWXSignMessage'])
    expect((views.get('Networks') as { name?: string }).name).toBe('NetworksView')
    expect((views.get('SIWXSignMessage') as { name?: string }).name).toBe('SIWXSignMessageView')
  })

  it('hasView knows the first views too; an unknown view shows Unavailable', async () => {
    for (const view of ['Connect', 'Account', 'AllWallets', 'ConnectingWalletConnectBasic', 'OnRampProviders']) {
      expect(hasView(view)).toBe(true)
    }
    const views = createViewRegistry()
    await views.preload(['NoSuchView' as never])
    expect((views.get('NoSuchView' as never) as { name?: string }).name).toBe('UnavailableView')
  })
})

// @vitest-environment happy-dom

import { WagmiAdapter } from '@gangway/adapter-evm'
import type { KitOptions } from '@gangway/core'
import { startTestChains } from '@gangway/devnet/testChains'
import { announceProvider, createDevWallet, DEV_WALLET_ICON, DEV_WALLET_NAME, DEV_WALLET_RDNS } from '@gangway/wallet'
import { act, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import type { Chain } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { getAccount } from 'wagmi/actions'
import type { AppKit } from '../AppKit.ts'
import {
  AppKitAccountButton,
  AppKitButton,
  AppKitConnectButton,
  AppKitNetworkButton,
} from '../components/AppKitButton.tsx'
import { createAppKit, getAppKit, modal } from '../createAppKit.ts'
import { useAppKitConnection } from './useAppKitConnection.ts'
import { useAppKitConnections } from './useAppKitConnections.ts'
import { useAppKitNetwork } from './useAppKitNetwork.ts'
import { useAppKitNetworkCore } from './useAppKitNetworkCore.ts'
import { useAppKitWallets } from './useAppKitWallets.ts'
import { useDisconnect } from './useDisconnect.ts'
import { useWalletInfo } from './useWalletInfo.ts'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let a: Chain
let b: Chain
let stop: () => Promise<void>
beforeAll(async () => {
  const started = await startTestChains()
  ;[a, b] = started.chains as [Chain, Chain]
  stop = started.stop
})
afterAll(() => stop?.())

const cleanups: (() => void | Promise<void>)[] = []
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c()
  document.body.innerHTML = ''
  localStorage.clear()
  vi.restoreAllMocks()
})

/** The page's dialog on the two anvil chains given as viem chains, with the dev wallet announced. */
async function start(options: Partial<KitOptions> = {}) {
  const wallet = createDevWallet({ chains: [a], origin: 'http://localhost', approve: async () => true })
  const stopAnnounce = announceProvider(window, wallet.provider, {
    uuid: crypto.randomUUID(),
    name: DEV_WALLET_NAME,
    icon: DEV_WALLET_ICON,
    rdns: DEV_WALLET_RDNS,
  })
  const adapter = new WagmiAdapter({ networks: [a, b], walletConnect: false })
  // the anvils read from their own nodes on purpose (no Gangway server here; by default RPC goes through it)
  const customRpcUrls = Object.fromEntries(
    [a, b].map((c) => [`eip155:${c.id}`, [{ url: c.rpcUrls.default.http[0] as string }]]),
  )
  const appKit = createAppKit({ projectId: 'local', networks: [a, b], adapters: [adapter], customRpcUrls, ...options })
  cleanups.push(async () => {
    await appKit.kit.remote
    appKit.destroy()
    stopAnnounce()
  })
  await appKit.ready()
  return { appKit, wallet }
}

/** Renders `hook` in a React root; `current()` answers its latest value. */
async function render<T>(hook: () => T, wrap: (node: ReactNode) => ReactNode = (n) => n) {
  let value: T | undefined
  function Probe() {
    value = hook()
    return null
  }
  const container = document.createElement('div')
  document.body.append(container)
  const root: Root = createRoot(container)
  await act(async () => root.render(wrap(<Probe />)))
  cleanups.push(() => act(() => root.unmount()))
  return { current: () => value as T, container }
}

describe('AppKit parity: hooks and instance methods (real WagmiAdapter + dev wallet on anvil)', () => {
  it('useAppKitNetwork has AppKit’s full shape and switches with a viem chain; the instance’s methods', async () => {
    const { appKit, wallet } = await start({ themeVariables: { '--w3m-accent': '#123456' } })
    expect(modal).toBe(appKit)
    const network = await render(() => ({ full: useAppKitNetwork(), core: useAppKitNetworkCore() }))
    expect(network.current().full).toMatchObject({
      caipNetworkId: 'eip155:31337',
      chainId: 31337,
      approvedCaipNetworkIds: undefined,
      supportsAllNetworks: true,
      caipNetwork: { name: a.name, chainNamespace: 'eip155' },
    })
    const { switchNetwork: _s, ...withoutSwitch } = network.current().full
    expect(network.current().core).toEqual(withoutSwitch)

    const events: string[] = []
    const providers: unknown[] = []
    const infos: unknown[] = []
    const themes: unknown[] = []
    cleanups.push(appKit.subscribeEvents((e) => events.push(e.data.event)))
    cleanups.push(appKit.subscribeProviders((p) => providers.push(p.eip155)))
    cleanups.push(appKit.subscribeWalletInfo((i) => infos.push(i?.name)))
    cleanups.push(appKit.subscribeTheme((t) => themes.push(t.themeMode)))

    await act(async () => {
      const { connect } = await import('@gangway/core')
      await connect(appKit.kit, { connectorId: DEV_WALLET_RDNS })
    })
    expect(appKit.getIsConnectedState()).toBe(true)
    expect(appKit.getWalletProviderType()).toBe('ANNOUNCED')
    expect(appKit.getWalletProvider()).toBe(wallet.provider)
    expect(providers.at(-1)).toBe(wallet.provider)
    expect(infos.at(-1)).toBe(DEV_WALLET_NAME)
    expect(appKit.getEvent().data.event).toBe('CONNECT_SUCCESS')
    expect(appKit.getConnectors('eip155').map((c) => c.id)).toContain(DEV_WALLET_RDNS)

    await act(() => network.current().full.switchNetwork(b))
    expect(network.current().full).toMatchObject({ caipNetworkId: 'eip155:31338', chainId: 31338 })
    expect(wallet.chainId).toBe(31338)
    await act(async () => appKit.setCaipNetwork(a))
    await vi.waitFor(() => expect(appKit.getCaipNetworkId()).toBe('eip155:31337'))
    expect(events).toContain('SWITCH_NETWORK')

    expect(appKit.getThemeVariables()).toEqual({ '--w3m-accent': '#123456' })
    appKit.setThemeMode('dark')
    expect(themes).toEqual(['dark'])

    // a network the site did not list: no rejection (AppKit), unless throwOnFailure
    const { mainnet } = await import('../networks.ts')
    await act(() => network.current().full.switchNetwork(mainnet))
    await expect(appKit.switchNetwork(mainnet, { throwOnFailure: true })).rejects.toThrow('Network not found')
    await expect(appKit.switchNetwork('mainnet' as never)).rejects.toThrow('switchNetwork: network is not a network')

    appKit.updateFeatures({ collapseWallets: true })
    appKit.setTermsConditionsUrl('https://example.com/terms')
    expect(appKit.kit.stores.options.get()).toMatchObject({
      termsConditionsUrl: 'https://example.com/terms',
      features: { collapseWallets: true },
    })
    expect(appKit.getConnectMethodsOrder()).toEqual(['email', 'social', 'wallet'])

    const disconnect = await render(() => ({ disconnect: useDisconnect(), info: useWalletInfo() }))
    await expect(disconnect.current().disconnect.disconnect({ id: 'someone.else' })).rejects.toThrow(
      'disconnect: no wallet is connected with connector someone.else',
    )
    await act(() => disconnect.current().disconnect.disconnect({ id: DEV_WALLET_RDNS }))
    expect(appKit.getIsConnectedState()).toBe(false)
    expect(disconnect.current().info.walletInfo).toBeUndefined()
  })

  it('connection hooks: multi-wallet off → empty and the info alert (SPEC §6); on → the connections', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const off = await start()
    const hooks = await render(() => ({ list: useAppKitConnections(), one: useAppKitConnection({}) }))
    expect(hooks.current().list).toEqual({ connections: [], recentConnections: [] })
    expect(hooks.current().one).toMatchObject({ connection: undefined, isPending: false })
    expect(off.appKit.kit.stores.alert.get()).toMatchObject({
      open: true,
      variant: 'info',
      code: 'MULTI_WALLET_NOT_ENABLED',
    })
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('set features.multiWallet to use the useAppKitConnections hook'),
    )
    for (const c of cleanups.splice(0).reverse()) await c()

    const on = await start({ features: { multiWallet: true } })
    // a second real wallet (anvil account 1) announced beside the dev wallet
    const SECOND_RDNS = 'dev.gangway.wallet.second'
    const second = createDevWallet({
      chains: [a],
      origin: 'http://localhost',
      approve: async () => true,
      privateKey: '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
    })
    cleanups.push(
      announceProvider(window, second.provider, {
        uuid: crypto.randomUUID(),
        name: 'Second Dev Wallet',
        icon: DEV_WALLET_ICON,
        rdns: SECOND_RDNS,
      }),
    )
    const changes: unknown[] = []
    const live = await render(() => ({
      list: useAppKitConnections(),
      one: useAppKitConnection({ onSuccess: (p) => changes.push(p), onError: (e) => changes.push(e.message) }),
    }))
    const { connect } = await import('@gangway/core')
    const wagmi = (on.appKit.kit.adapters.get('eip155') as WagmiAdapter).wagmiConfig
    const wagmiAddress = () => getAccount(wagmi).address
    await act(() => connect(on.appKit.kit, { connectorId: DEV_WALLET_RDNS }))
    await vi.waitFor(() =>
      expect(on.appKit.kit.stores.connectors.get().connectors.map((c) => c.id)).toContain(SECOND_RDNS),
    )
    await act(() => connect(on.appKit.kit, { connectorId: SECOND_RDNS }))
    expect(live.current().list.connections).toEqual([
      expect.objectContaining({ connectorId: SECOND_RDNS, status: 'connected', name: 'Second Dev Wallet' }),
      expect.objectContaining({
        name: DEV_WALLET_NAME,
        connectorId: DEV_WALLET_RDNS,
        status: 'active',
        accounts: [{ address: on.wallet.address, type: 'eoa', caipAddress: `eip155:31337:${on.wallet.address}` }],
      }),
    ])
    expect(live.current().one.connection?.connectorId).toBe(SECOND_RDNS)
    expect(wagmiAddress()).toBe(second.address)
    const first = live.current().list.connections[1]
    if (!first) throw new Error('no first connection')
    // switching to the active one: no prompt, and the site's wagmi hooks follow
    await act(() => live.current().one.switchConnection({ connection: first }))
    expect(live.current().one.connection?.connectorId).toBe(DEV_WALLET_RDNS)
    expect(wagmiAddress()).toBe(on.wallet.address)
    await act(() => live.current().one.switchConnection({ connection: first, address: second.address }))
    await act(async () => {
      live.current().one.deleteConnection({ address: second.address, connectorId: SECOND_RDNS })
      await vi.waitFor(() => expect(changes).toHaveLength(3))
    })
    expect(live.current().list.connections.map((c) => c.connectorId)).toEqual([DEV_WALLET_RDNS])
    expect(live.current().list.recentConnections).toEqual([])
    expect(wagmi.state.connections.size).toBe(1)
    expect(changes).toEqual([
      {
        address: on.wallet.address,
        namespace: 'eip155',
        hasSwitchedAccount: true,
        hasSwitchedWallet: true,
        hasDeletedWallet: false,
      },
      expect.stringContaining(`Choose ${second.address} in the wallet`),
      {
        address: second.address,
        namespace: 'eip155',
        hasSwitchedAccount: false,
        hasSwitchedWallet: false,
        hasDeletedWallet: true,
      },
    ])
  })

  it('useAppKitWallets: off without features.headless; on, it lists Connect’s wallets and connects one', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const off = await start()
    const offHook = await render(() => useAppKitWallets())
    expect(offHook.current()).toMatchObject({ wallets: [], wcWallets: [], isInitialized: false, wcClientId: null })
    expect(off.appKit.kit.stores.alert.get().code).toBe('HEADLESS_NOT_ENABLED')
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('set features.headless'))
    for (const c of cleanups.splice(0).reverse()) await c()

    const on = await start({ features: { headless: true } })
    const hook = await render(() => useAppKitWallets())
    await vi.waitFor(() => expect(hook.current().isInitialized).toBe(true))
    const dev = hook.current().wallets.find((w) => w.id === DEV_WALLET_RDNS)
    expect(dev).toMatchObject({
      name: DEV_WALLET_NAME,
      isInjected: true,
      connectors: [{ id: DEV_WALLET_RDNS, chain: 'eip155' }],
    })
    if (!dev) throw new Error('no dev wallet')
    let seen: unknown
    await act(async () => {
      const done = hook.current().connect(dev)
      seen = on.appKit.getState().connectingWallet?.id
      await done
    })
    expect(seen).toBe(DEV_WALLET_RDNS)
    expect(hook.current().connectingWallet).toBeUndefined()
    expect(on.appKit.getAccount().address).toBe(on.wallet.address)
    expect(on.appKit.getWalletList().wallets.map((w) => w.id)).toContain(DEV_WALLET_RDNS)
  })

  it('AppKitButton & co render the <appkit-*> elements with AppKit’s props; getAppKit makes an instance the page’s', async () => {
    const { appKit } = await start()
    const view = await render(
      () => null,
      () => (
        <>
          <AppKitButton size="sm" label="Sign in" balance="hide" namespace="eip155" className="mine" />
          <AppKitConnectButton loadingLabel="Wait" />
          <AppKitAccountButton disabled balance="show" />
          <AppKitNetworkButton disabled />
        </>
      ),
    )
    const button = view.container.querySelector('appkit-button')
    expect([...(button?.attributes ?? [])].map((x) => [x.name, x.value])).toEqual([
      ['class', 'mine'],
      ['size', 'sm'],
      ['label', 'Sign in'],
      ['balance', 'hide'],
      ['namespace', 'eip155'],
    ])
    expect(view.container.querySelector('appkit-connect-button')?.getAttribute('loading-label')).toBe('Wait')
    expect(view.container.querySelector('appkit-account-button')?.hasAttribute('disabled')).toBe(true)
    expect(view.container.querySelector('appkit-network-button')?.hasAttribute('disabled')).toBe(true)
    await vi.waitFor(() => expect(button?.shadowRoot?.querySelector('button')?.textContent).toBe('Sign in'))
    const other = createAppKit({ projectId: 'local', networks: [a] }) as AppKit
    getAppKit(appKit)
    expect(modal).toBe(appKit)
    await other.kit.remote
    other.destroy()
  })
})

// @vitest-environment happy-dom

import { WagmiAdapter } from '@gangway/adapter-evm'
import { type CaipNetwork, fromViemChain } from '@gangway/core'
import { startTestChains } from '@gangway/devnet/testChains'
import { announceProvider, createDevWallet, DEV_WALLET_ICON, DEV_WALLET_NAME, DEV_WALLET_RDNS } from '@gangway/wallet'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppKit } from '../AppKit.ts'
import { AppKitProvider } from '../AppKitProvider.tsx'
import { useAppKit } from './useAppKit.ts'
import { useAppKitAccount } from './useAppKitAccount.ts'
import { useAppKitBalance } from './useAppKitBalance.ts'
import { useAppKitEvents } from './useAppKitEvents.ts'
import { useAppKitInstance } from './useAppKitInstance.ts'
import { useAppKitNetwork } from './useAppKitNetwork.ts'
import { useAppKitProvider } from './useAppKitProvider.ts'
import { useAppKitState } from './useAppKitState.ts'
import { useAppKitTheme } from './useAppKitTheme.ts'
import { useDisconnect } from './useDisconnect.ts'
import { useWalletInfo } from './useWalletInfo.ts'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let a: CaipNetwork
let b: CaipNetwork
let stop: () => Promise<void>
beforeAll(async () => {
  const started = await startTestChains()
  ;[a, b] = started.chains.map((c) => fromViemChain(c)) as [CaipNetwork, CaipNetwork]
  stop = started.stop
})
afterAll(() => stop?.())

function useEverything() {
  return {
    instance: useAppKitInstance() as AppKit,
    appKit: useAppKit(),
    account: useAppKitAccount(),
    network: useAppKitNetwork(),
    state: useAppKitState(),
    theme: useAppKitTheme(),
    events: useAppKitEvents(),
    disconnect: useDisconnect(),
    wallet: useWalletInfo(),
    provider: useAppKitProvider<{ request: unknown }>('eip155'),
    balance: useAppKitBalance(),
  }
}

describe('hooks with the dev wallet on anvil', () => {
  it('reflect open, connect, network switch, theme, events and disconnect', async () => {
    const wallet = createDevWallet({ chains: [a as never], origin: 'http://localhost', approve: async () => true })
    const stopAnnounce = announceProvider(window, wallet.provider, {
      uuid: 'x',
      name: DEV_WALLET_NAME,
      icon: DEV_WALLET_ICON,
      rdns: DEV_WALLET_RDNS,
    })
    let hooks = {} as ReturnType<typeof useEverything>
    function Probe() {
      hooks = useEverything()
      return null
    }
    const container = document.createElement('div')
    document.body.append(container)
    const root = createRoot(container)
    const adapter = new WagmiAdapter({ networks: [a, b] })
    await act(async () => {
      root.render(
        <AppKitProvider
          projectId="local"
          networks={[a, b]}
          adapters={[adapter]}
          themeMode="dark"
          // the anvils read from their own nodes on purpose (no Gangway server here)
          customRpcUrls={Object.fromEntries(
            [a, b].map((n) => [n.caipNetworkId, [{ url: n.rpcUrls.default.http[0] as string }]]),
          )}
        >
          <Probe />
        </AppKitProvider>,
      )
    })
    await act(() => hooks.instance.ready())
    expect(hooks.state).toMatchObject({ open: false, initialized: true, selectedNetworkId: 'eip155:31337' })
    expect(hooks.account.isConnected).toBe(false)
    expect(document.querySelector('appkit-modal')).not.toBeNull()

    await act(() => hooks.appKit.open())
    expect(hooks.state.open).toBe(true)
    expect(hooks.events.data.event).toBe('MODAL_OPEN')

    await act(async () => {
      const { connect } = await import('@gangway/core')
      await connect(hooks.instance.kit, { connectorId: DEV_WALLET_RDNS })
    })
    expect(hooks.account).toMatchObject({
      isConnected: true,
      status: 'connected',
      address: wallet.address,
      caipAddress: `eip155:31337:${wallet.address}`,
    })
    expect(hooks.wallet.walletInfo).toMatchObject({ name: DEV_WALLET_NAME, rdns: DEV_WALLET_RDNS })
    expect(hooks.provider).toEqual({ walletProvider: wallet.provider, walletProviderType: 'ANNOUNCED' })
    expect(await hooks.balance.fetchBalance()).toEqual({
      data: { balance: '10000', symbol: 'ETH' },
      error: null,
      isSuccess: true,
      isError: false,
    })

    await act(() => hooks.network.switchNetwork(b))
    expect(hooks.network).toMatchObject({ caipNetworkId: 'eip155:31338', chainId: 31338 })
    expect(wallet.chainId).toBe(31338)

    expect(hooks.theme.themeMode).toBe('dark')
    act(() => hooks.theme.setThemeMode('light'))
    expect(hooks.theme.themeMode).toBe('light')
    act(() => hooks.theme.setThemeVariables({ '--w3m-accent': '#123456' }))
    expect(hooks.theme.themeVariables).toEqual({ '--w3m-accent': '#123456' })

    const seen: string[] = []
    const unsubscribe = hooks.instance.subscribeEvents((e) => seen.push(e.data.event))
    await act(() => hooks.disconnect.disconnect())
    unsubscribe()
    expect(seen).toEqual(['DISCONNECT_SUCCESS', 'MODAL_CLOSE'])
    expect(hooks.account).toMatchObject({ isConnected: false, status: 'disconnected', address: undefined })
    expect(hooks.wallet.walletInfo).toBeUndefined()
    expect(hooks.provider.walletProvider).toBeUndefined()
    expect(hooks.events.data.event).toBe('MODAL_CLOSE')
    expect(hooks.state.open).toBe(false)
    expect(wallet.connected).toBe(false)
    expect((await hooks.balance.fetchBalance()).isError).toBe(true)

    // the background calls to the (absent) Gangway server finish inside the test, not during teardown
    await hooks.instance.kit.remote
    // updates the last actions scheduled (balance, account) land inside act, not while the worker closes
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    act(() => root.unmount())
    hooks.instance.destroy()
    stopAnnounce()
    // React's scheduler tasks left by the dialog's unmount run before the DOM goes: scripts/vitest/settleReactRoots.ts
  })
})

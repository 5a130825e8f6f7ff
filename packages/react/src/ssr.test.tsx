import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import {
  createAppKit,
  useAppKit,
  useAppKitAccount,
  useAppKitEvents,
  useAppKitNetwork,
  useAppKitProvider,
  useAppKitState,
  useAppKitTheme,
  useWalletInfo,
} from './index.ts'
import { gangwayDevnetA, mainnet } from './networks.ts'

function Probe({ report }: { report: (values: unknown) => void }) {
  report({
    account: useAppKitAccount(),
    network: useAppKitNetwork(),
    state: useAppKitState(),
    theme: useAppKitTheme(),
    wallet: useWalletInfo(),
    provider: useAppKitProvider('eip155'),
    event: useAppKitEvents(),
    appKit: useAppKit(),
  })
  return <appkit-button />
}

describe('@gangway/react in Node (SSR)', () => {
  it('renders with disconnected defaults before createAppKit, touching no window', () => {
    let seen: Record<string, unknown> = {}
    const html = renderToString(<Probe report={(v) => (seen = v as Record<string, unknown>)} />)
    expect(typeof window).toBe('undefined')
    expect(html).toBe('<appkit-button></appkit-button>')
    expect(seen.account).toEqual({
      allAccounts: [],
      caipAddress: undefined,
      address: undefined,
      isConnected: false,
      status: 'disconnected',
      embeddedWalletInfo: undefined,
    })
    expect(seen.network).toMatchObject({ caipNetwork: undefined, caipNetworkId: undefined, chainId: undefined })
    expect(seen.state).toEqual({ open: false, loading: false, initialized: false })
    expect(seen.theme).toMatchObject({ themeMode: 'dark', themeVariables: {} })
    expect(seen.wallet).toEqual({ walletInfo: undefined })
    expect(seen.provider).toEqual({ walletProvider: undefined, walletProviderType: undefined })
    expect(seen.event).toMatchObject({ data: { event: 'INITIALIZE' } })
  })

  it('action hooks say createAppKit is missing', async () => {
    let appKit: ReturnType<typeof useAppKit> | undefined
    let network: ReturnType<typeof useAppKitNetwork> | undefined
    function Actions() {
      appKit = useAppKit()
      network = useAppKitNetwork()
      return null
    }
    renderToString(<Actions />)
    await expect(appKit?.open()).rejects.toThrow('Please call "createAppKit" before using "useAppKit" hooks')
    await expect(network?.switchNetwork(mainnet)).rejects.toThrow('createAppKit')
  })

  it('createAppKit works on the server and the hooks read its state', () => {
    const appKit = createAppKit({ projectId: 'local', networks: [gangwayDevnetA, mainnet] })
    let seen: Record<string, unknown> = {}
    renderToString(<Probe report={(v) => (seen = v as Record<string, unknown>)} />)
    // AppKit's rule (issue 12): the first of the networks unless defaultNetwork names another
    expect(seen.network).toMatchObject({ caipNetworkId: 'eip155:31337', chainId: 31337 })
    expect(appKit.getState()).toMatchObject({ open: false, selectedNetworkId: 'eip155:31337', activeChain: 'eip155' })
    appKit.destroy()
    const second = createAppKit({ projectId: 'local', networks: [gangwayDevnetA, mainnet], defaultNetwork: mainnet })
    expect(second.getState().selectedNetworkId).toBe('eip155:1')
    expect(second.getCaipNetwork()).toMatchObject({ name: 'Ethereum', chainNamespace: 'eip155' })
    second.destroy()
  })

  it('rejects bad options with the core messages', () => {
    expect(() => createAppKit({ projectId: '', networks: [mainnet] })).toThrow('createKit: projectId is required')
    expect(() =>
      createAppKit({ projectId: 'p', networks: [mainnet], siweConfig: {} as never, siwx: {} as never }),
    ).toThrow('Cannot set both `siweConfig` and `siwx` options')
  })
})

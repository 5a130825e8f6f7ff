import { getAccount } from '@gangway/core'
import { spawnTestServer, type TestServer } from '@gangway/server/testing'
import { refuseOutsideHosts, SUI_DEV_ADDRESS, startWebWallet, until } from '@gangway/wallet/web'
import { verifyPersonalMessageSignature } from '@mysten/sui/verify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { CustomCaipNetwork } from './index.ts'
import { UniversalConnector } from './UniversalConnector.ts'

// WalletConnect's own switch for test runs: the clients call no verify or telemetry host.
process.env.IS_VITEST = 'true'

const MESSAGE = 'Hello from the Gangway demo'
/** Sui mainnet as a site describes it for the universal connector (AppKit's recipe): no RPC is ever read. */
const suiMainnet: CustomCaipNetwork<'sui'> = {
  id: 'mainnet',
  chainNamespace: 'sui',
  caipNetworkId: 'sui:mainnet',
  name: 'Sui',
  nativeCurrency: { name: 'Sui', symbol: 'SUI', decimals: 9 },
  rpcUrls: { default: { http: [] } },
}

let server: TestServer
let outside: string[]
beforeAll(async () => {
  server = await spawnTestServer()
  outside = refuseOutsideHosts()
}, 180_000)
afterAll(async () => {
  vi.restoreAllMocks()
  await server?.close()
})

describe('UniversalConnector (AppKit’s @reown/appkit-universal-connector) on the Gangway relay', () => {
  it('refuses a config it cannot use, naming what is wrong', async () => {
    const metadata = { name: 'x', description: 'x', url: 'http://localhost', icons: [] }
    await expect(UniversalConnector.init({ projectId: '', metadata, networks: [] })).rejects.toThrow(
      'UniversalConnector: projectId is required',
    )
    await expect(
      UniversalConnector.init({
        projectId: 'local',
        metadata,
        networks: [{ namespace: 'ton', chains: [suiMainnet as never], methods: [], events: [] }],
      }),
    ).rejects.toThrow('UniversalConnector: networks[0]: sui:mainnet is not a ton network')
  })

  it('pairs a Sui session through the dialog’s QR link, gets a real signature with request, disconnects', async () => {
    const web = await startWebWallet(`${server.url.replace('http', 'ws')}/relay`)
    const connector = await UniversalConnector.init({
      projectId: 'local',
      apiUrl: server.url,
      metadata: { name: 'Sui site', description: 'a site', url: 'http://localhost:5173', icons: [] },
      networks: [{ namespace: 'sui', chains: [suiMainnet], methods: ['sui_signPersonalMessage'], events: [] }],
    })
    const { kit } = connector.appKit
    const connecting = connector.connect()
    // the dialog shows this connector's own pairing (manualWCControl): its link is the provider's URI
    await web.wallet.pair(await until(() => kit.stores.connections.get().pairing?.uri))
    const { session } = await connecting
    expect(web.proposals).toHaveLength(1)
    expect(web.proposals[0]?.optionalNamespaces).toEqual({
      sui: { chains: ['sui:mainnet'], methods: ['sui_signPersonalMessage'], events: [] },
    })
    expect(session.namespaces.sui?.accounts).toEqual([`sui:mainnet:${SUI_DEV_ADDRESS}`])
    expect(kit.stores.modal.get().open).toBe(false)
    // the dialog follows the session: its Sui account is connected
    await until(() => (getAccount(kit, 'sui').isConnected ? true : undefined))
    expect(getAccount(kit, 'sui').address).toBe(SUI_DEV_ADDRESS)

    const { signature } = (await connector.request(
      { method: 'sui_signPersonalMessage', params: { message: MESSAGE, address: SUI_DEV_ADDRESS } },
      'sui:mainnet',
    )) as { signature: string }
    const signer = await verifyPersonalMessageSignature(new TextEncoder().encode(MESSAGE), signature, {
      address: SUI_DEV_ADDRESS,
    })
    expect(signer.toSuiAddress()).toBe(SUI_DEV_ADDRESS)

    await connector.disconnect()
    await until(() => (web.deleted.length > 0 ? true : undefined))
    expect(connector.provider.session).toBeUndefined()
    expect(getAccount(kit, 'sui').isConnected).toBe(false)
    expect(outside).toEqual([])
    connector.appKit.destroy()
    await web.close()
  }, 90_000)
})

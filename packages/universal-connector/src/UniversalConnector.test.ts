import { getAccount } from '@gangway/core'
import { SUI_DEV_ADDRESS, SUI_MAINNET, startWebWallet, until, withTestRelay } from '@gangway/wallet/web'
import { verifyPersonalMessageSignature } from '@mysten/sui/verify'
import { describe, expect, it } from 'vitest'
import type { CustomCaipNetwork } from './index.ts'
import { UniversalConnector } from './UniversalConnector.ts'

// WalletConnect's own switch for test runs: the clients call no verify or telemetry host.
process.env.IS_VITEST = 'true'

const MESSAGE = 'Hello from the Gangway demo'
const suiMainnet: CustomCaipNetwork<'sui'> = { ...SUI_MAINNET, rpcUrls: { default: { http: [] } } }
const relay = withTestRelay()

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

  it('pairs a Sui session through the dialog’s QR link, gets a real signature with request, refuses a namespace the session lacks, disconnects', async () => {
    const web = await startWebWallet(relay.relayUrl)
    const connector = await UniversalConnector.init({
      projectId: 'local',
      apiUrl: relay.url,
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
    // a namespace the session does not hold: SPEC §8's 'namespace not found', nothing sent to the wallet
    const sent = web.requests.length
    await expect(
      connector.request({ method: 'ton_signData', params: { type: 'text', text: MESSAGE } }, 'ton:-239'),
    ).rejects.toMatchObject({ name: 'AdapterError', code: 'NAMESPACE_NOT_FOUND', message: 'namespace not found' })
    expect(web.requests).toHaveLength(sent)

    await connector.disconnect()
    await until(() => (web.deleted.length > 0 ? true : undefined))
    expect(connector.provider.session).toBeUndefined()
    expect(getAccount(kit, 'sui').isConnected).toBe(false)
    expect(relay.outside).toEqual([])
    connector.appKit.destroy()
    await web.close()
  }, 90_000)
})

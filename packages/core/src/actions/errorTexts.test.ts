import { describe, expect, it, vi } from 'vitest'
import { createKit } from '../createKit.ts'
import { gangwayDevnetA, gangwayDevnetB, mainnet } from '../networks/index.ts'
import { createTestAdapter } from '../test/createTestAdapter.ts'
import { memoryStorage } from '../test/memoryStorage.ts'
import { connect } from './connect.ts'
import { sendTransaction } from './sendTransaction.ts'
import { switchNetwork } from './switchNetwork.ts'

async function setup() {
  const test = createTestAdapter()
  test.state.chainId = 31337
  const kit = createKit({
    projectId: 'local',
    networks: [gangwayDevnetA, gangwayDevnetB],
    adapters: [test.adapter],
    storage: memoryStorage(),
  })
  await kit.ready
  return { kit, test }
}

describe('SPEC §8 texts where they belong', () => {
  it("'WalletConnectConnector not found': WalletConnect asked of a setup without it", async () => {
    const { kit } = await setup()
    await expect(connect(kit, { connectorId: 'walletConnect' })).rejects.toMatchObject({
      code: 'CONNECTOR_NOT_FOUND',
      message: 'WalletConnectConnector not found',
    })
    await expect(connect(kit, { connectorId: 'io.metamask' })).rejects.toMatchObject({
      message: 'Connector io.metamask not found',
    })
  })

  it("'X: adapter not found': an action on a namespace the site has no network and no adapter of", async () => {
    const { kit } = await setup()
    await expect(connect(kit, { connectorId: 'phantom', namespace: 'solana' })).rejects.toMatchObject({
      code: 'ADAPTER_NOT_FOUND',
      message: 'solana: adapter not found',
    })
  })

  it("'The connector does not support any of the requested chains': a wallet that approved none of them", async () => {
    const { kit, test } = await setup()
    test.state.connectError = new Error('The connector does not support any of the requested chains')
    await expect(connect(kit, { connectorId: 'dev.gangway.wallet' })).rejects.toMatchObject({
      code: 'CHAINS_NOT_SUPPORTED',
      message: 'The connector does not support any of the requested chains',
    })
  })

  it("'Unsupported chain': a transaction while the wallet is on a network the site does not list", async () => {
    const { kit, test } = await setup()
    await connect(kit, { connectorId: 'dev.gangway.wallet' })
    test.events.chainChanged('dev.gangway.wallet', 1337) // the visitor switched in the wallet
    expect(kit.stores.chains.get().unsupportedNetwork).toBe(true)
    await expect(sendTransaction(kit, { to: '0x000000000000000000000000000000000000dEaD' })).rejects.toMatchObject({
      code: 'UNSUPPORTED_CHAIN',
      message: 'Unsupported chain',
    })
  })

  it("'Network Not Found': the alert of a switch to a network the site does not list (details for the developer)", async () => {
    const { kit } = await setup()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await expect(switchNetwork(kit, mainnet)).rejects.toMatchObject({ code: 'NETWORK_NOT_FOUND' })
    expect(kit.stores.alert.get()).toMatchObject({
      open: true,
      code: 'SWITCH_NETWORK_NOT_FOUND',
      message: 'Network Not Found',
    })
    expect(String(warn.mock.calls[0]?.[0])).toContain('eip155:1 is not one of this site')
    warn.mockRestore()
  })
})

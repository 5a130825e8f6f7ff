// @vitest-environment happy-dom
import { type CaipNetwork, connect, createKit, destroyKit, fromViemChain, getAccount, isInstalled } from '@gangway/core'
import { startTestChains } from '@gangway/devnet/testChains'
import { announceProvider, createDevWallet } from '@gangway/wallet'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { COINBASE_RDNS, COINBASE_SDK_CONNECTOR_ID } from './coinbaseConnector.ts'
import { ownRpcUrls } from './test/ownRpcUrls.ts'
import { WagmiAdapter } from './WagmiAdapter.ts'

let chains: { a: CaipNetwork; stop(): Promise<void> }
beforeAll(async () => {
  const started = await startTestChains()
  chains = { a: fromViemChain(started.chains[0] as never), stop: started.stop }
})
afterAll(() => chains?.stop())

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const c of cleanups.splice(0)) c()
  localStorage.clear()
})

/** The registry's Coinbase wallet (packages/server/seed/wallets.json). */
const registryCoinbase = { id: 'com.coinbase.wallet', rdns: 'com.coinbase.wallet' }

async function startKit(options: { enableCoinbase?: boolean } = {}) {
  const adapter = new WagmiAdapter({ networks: [chains.a], walletConnect: false })
  const kit = createKit({
    projectId: 'local',
    networks: [chains.a],
    adapters: [adapter],
    metadata: { name: 'Coinbase test', description: '', url: 'http://localhost', icons: [] },
    customRpcUrls: ownRpcUrls([chains.a]),
    ...options,
  })
  cleanups.push(() => destroyKit(kit))
  await kit.ready
  await kit.remote
  return { kit, adapter }
}

const coinbaseRows = (adapter: WagmiAdapter) => adapter.getConnectors().filter((c) => c.info?.rdns === COINBASE_RDNS)

describe('Coinbase Wallet', () => {
  it('is listed by default as one EXTERNAL "Coinbase Wallet" (the SDK), which stands for the registry wallet; the SDK is not loaded', async () => {
    const { kit, adapter } = await startKit()
    expect(coinbaseRows(adapter)).toEqual([
      expect.objectContaining({ id: COINBASE_SDK_CONNECTOR_ID, type: 'EXTERNAL', name: 'Coinbase Wallet' }),
    ])
    expect(kit.stores.connectors.get().connectors.map((c) => c.id)).toContain(COINBASE_SDK_CONNECTOR_ID)
    expect(isInstalled(registryCoinbase, adapter.getConnectors())).toBe(true)
    // the SDK writes its version to localStorage when it is made: it was not (only a connect loads it)
    expect(Object.keys(localStorage).filter((k) => k.includes('CBWSDK'))).toEqual([])
  })

  it('enableCoinbase: false leaves it out (the registry wallet connects through WalletConnect then)', async () => {
    const { adapter } = await startKit({ enableCoinbase: false })
    expect(coinbaseRows(adapter)).toEqual([])
    expect(isInstalled(registryCoinbase, adapter.getConnectors())).toBe(false)
  })

  it('the extension (EIP-6963 rdns com.coinbase.wallet) wins over the SDK: one entry, and connecting uses it', async () => {
    const wallet = createDevWallet({
      chains: [chains.a as never],
      origin: 'http://localhost',
      approve: async () => true,
      permissions: { load: () => false, save: () => undefined },
    })
    const icon = 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>'
    cleanups.push(
      announceProvider(window, wallet.provider, { uuid: 'cb', name: 'Coinbase Wallet', icon, rdns: COINBASE_RDNS }),
    )
    const { kit, adapter } = await startKit()
    expect(coinbaseRows(adapter)).toEqual([
      expect.objectContaining({ id: COINBASE_RDNS, type: 'ANNOUNCED', name: 'Coinbase Wallet' }),
    ])
    expect(isInstalled(registryCoinbase, adapter.getConnectors())).toBe(true)
    await connect(kit, { connectorId: COINBASE_RDNS })
    expect(getAccount(kit)).toMatchObject({ isConnected: true, address: wallet.address })
    expect(Object.keys(localStorage).filter((k) => k.includes('CBWSDK'))).toEqual([])
  })
})

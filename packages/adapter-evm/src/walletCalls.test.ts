// @vitest-environment happy-dom
import { type CaipNetwork, connect, createKit, destroyKit, fromViemChain, type StorageBackend } from '@gangway/core'
import { deployDevnet } from '@gangway/devnet/deploy'
import { startTestChains } from '@gangway/devnet/testChains'
import {
  announceProvider,
  createDevWallet,
  DEV_WALLET_ICON,
  DEV_WALLET_NAME,
  DEV_WALLET_RDNS,
  delegationDesignator,
  SIMPLE_7702_ACCOUNT_ADDRESS,
} from '@gangway/wallet'
import {
  type Address,
  type Chain,
  createPublicClient,
  createTestClient,
  createWalletClient,
  custom,
  type EIP1193Provider,
  http,
  parseEther,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getCapabilities, sendCalls, waitForCallsStatus } from 'wagmi/actions'
import { ownRpcUrls } from './test/ownRpcUrls.ts'
import { WagmiAdapter } from './WagmiAdapter.ts'

let chain: Chain
let network: CaipNetwork
let stop: () => Promise<void>
beforeAll(async () => {
  const started = await startTestChains([31337])
  chain = started.chains[0] as Chain
  network = fromViemChain(chain)
  stop = started.stop
  // the devnet's contracts, Simple7702Account v0.8 among them
  await deployDevnet(chain.rpcUrls.default.http[0] as string)
})
afterAll(() => stop?.())

const memoryStorage = (): StorageBackend => {
  const data = new Map<string, string>()
  return {
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  }
}

describe('EIP-5792 through the EVM adapter to an EIP-6963 wallet', () => {
  it('wallet_getCapabilities, wallet_sendCalls and wallet_getCallsStatus reach the dev wallet: one transaction per batch', async () => {
    const key = generatePrivateKey()
    const address = privateKeyToAccount(key).address
    const test = createTestClient({ chain, mode: 'anvil', transport: http() })
    await test.setBalance({ address, value: parseEther('10') })
    const wallet = createDevWallet({
      chains: [chain],
      privateKey: key,
      origin: 'http://localhost',
      approve: async () => true,
    })
    const stopAnnouncing = announceProvider(window, wallet.provider, {
      uuid: 'calls',
      name: DEV_WALLET_NAME,
      icon: DEV_WALLET_ICON,
      rdns: DEV_WALLET_RDNS,
    })
    const adapter = new WagmiAdapter({ networks: [network], walletConnect: false })
    const kit = createKit({
      projectId: 'local',
      networks: [network],
      adapters: [adapter],
      storage: memoryStorage(),
      customRpcUrls: ownRpcUrls([network]),
    })
    try {
      await kit.ready
      await kit.remote
      await connect(kit, { connectorId: DEV_WALLET_RDNS })

      // what useAppKitProvider('eip155') hands the site (AppKit.getWalletProvider → the adapter's provider)
      const provider = adapter.getProvider(DEV_WALLET_RDNS) as EIP1193Provider
      expect(provider).toBe(wallet.provider)
      const site = createWalletClient({ account: address, chain, transport: custom(provider) })
      expect(await site.getCapabilities({ chainId: chain.id })).toMatchObject({ atomic: { status: 'ready' } })
      const a: Address = '0x00000000000000000000000000000000000a11ce'
      const b: Address = '0x00000000000000000000000000000000000000b0'
      const reads = createPublicClient({ chain, transport: http() })
      const before = await reads.getBalance({ address: a })
      const { id } = await site.sendCalls({
        calls: [
          { to: a, value: 1n },
          { to: b, value: 2n },
        ],
        forceAtomic: true,
      })
      const status = await site.waitForCallsStatus({ id, pollingInterval: 50 })
      expect(status).toMatchObject({ status: 'success', atomic: true, statusCode: 200 })
      expect(status.receipts).toHaveLength(1)
      expect(await reads.getBalance({ address: a })).toBe(before + 1n)
      expect((await reads.getCode({ address }))?.toLowerCase()).toBe(delegationDesignator(SIMPLE_7702_ACCOUNT_ADDRESS))

      // wagmi's actions (behind useSendCalls / useCallsStatus / useCapabilities) take the same connector
      expect(await getCapabilities(adapter.wagmiConfig, { chainId: chain.id })).toMatchObject({
        atomic: { status: 'supported' },
      })
      const sent = await sendCalls(adapter.wagmiConfig, { calls: [{ to: a, value: 3n }] })
      const wagmiStatus = await waitForCallsStatus(adapter.wagmiConfig, { id: sent.id, pollingInterval: 50 })
      expect(wagmiStatus).toMatchObject({ status: 'success', statusCode: 200 })
      expect(await reads.getBalance({ address: a })).toBe(before + 4n)
    } finally {
      destroyKit(kit)
      stopAnnouncing()
    }
  })
})

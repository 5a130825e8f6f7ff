import { type AdapterEvents, bitcoin, bitcoinRegtest } from '@gangway/core'
import { bitcoinDevAccount } from '@gangway/devnet/bitcoinDevAccounts'
import { verifyBitcoinMessage } from '@gangway/protocol/bitcoin-message'
import { spawnTestServer, type TestServer } from '@gangway/server/testing'
import { signBitcoinMessage } from '@gangway/wallet'
import { WalletKit } from '@reown/walletkit'
import { base64, hex } from '@scure/base'
import { p2wpkh } from '@scure/btc-signer'
import { Core } from '@walletconnect/core'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { BitcoinAdapter } from './BitcoinAdapter.ts'
import { WALLET_CONNECT_EVENTS, WALLET_CONNECT_METHODS } from './WalletConnectConnector.ts'

// WalletConnect's own switch for test runs: no verify or telemetry hosts (the wallet side).
process.env.IS_VITEST = 'true'

const REGTEST = { bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef }

/** WalletConnect's key-value storage in memory (the Node default writes files). */
function memoryStorage() {
  const data = new Map<string, unknown>()
  return {
    getKeys: async () => [...data.keys()],
    getEntries: async <T = unknown>() => [...data.entries()] as [string, T][],
    getItem: async <T = unknown>(key: string) => data.get(key) as T | undefined,
    setItem: async <T = unknown>(key: string, value: T) => {
      data.set(key, structuredClone(value))
    },
    removeItem: async (key: string) => {
      data.delete(key)
    },
  }
}

const until = async <T>(read: () => T | undefined, ms = 15_000): Promise<T> => {
  for (const end = Date.now() + ms; Date.now() < end; ) {
    const value = read()
    if (value !== undefined) return value
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error('timed out')
}

let server: TestServer
const outside: string[] = []
beforeAll(async () => {
  server = await spawnTestServer()
  const realFetch = globalThis.fetch
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url)
    if (!['127.0.0.1', 'localhost'].includes(url.hostname)) {
      outside.push(url.href)
      throw new Error(`blocked ${url.href}`)
    }
    return realFetch(input, init)
  })
}, 180_000)
afterAll(async () => {
  vi.restoreAllMocks()
  await server?.close()
})

describe("BitcoinAdapter's WalletConnect connector (bip122 namespace, official wallet client, our relay)", () => {
  it('pairs a bip122 session, tells payment from ordinal, signs BIP-322 (hex answer), disconnects', async () => {
    const relayUrl = `${server.url.replace('http', 'ws')}/relay`
    const account = bitcoinDevAccount(3)
    const chain = bitcoinRegtest.caipNetworkId

    // the wallet: WalletKit on its own Core, approving bip122 on regtest with the payment and ordinal addresses
    const core = new Core({
      projectId: 'local',
      relayUrl,
      storage: memoryStorage(),
      logger: 'silent',
      telemetryEnabled: false,
      customStoragePrefix: 'bitcoin-adapter-wallet',
    })
    const metadata = { name: 'Test wallet', description: 'Test wallet', url: 'http://localhost:5174', icons: [] }
    const wallet = await WalletKit.init({ core, metadata })
    const proposals: unknown[] = []
    wallet.on('session_proposal', async (proposal) => {
      proposals.push(proposal.params.optionalNamespaces)
      await wallet.approveSession({
        id: proposal.id,
        namespaces: {
          bip122: {
            chains: [chain],
            accounts: [`${chain}:${account.payment.address}`, `${chain}:${account.ordinal.address}`],
            methods: WALLET_CONNECT_METHODS,
            events: WALLET_CONNECT_EVENTS,
          },
        },
      })
    })
    const requests: { method: string; params: Record<string, unknown> }[] = []
    wallet.on('session_request', async (event) => {
      const request = event.params.request as { method: string; params: Record<string, unknown> }
      requests.push(request)
      let result: unknown
      if (request.method === 'getAccountAddresses') {
        result = [
          {
            address: account.payment.address,
            publicKey: account.payment.publicKey,
            path: account.payment.path,
            intention: 'payment',
          },
          {
            address: account.ordinal.address,
            publicKey: account.ordinal.publicKey,
            path: account.ordinal.path,
            intention: 'ordinal',
          },
        ]
      } else {
        const key = {
          address: account.payment.address,
          type: 'p2wpkh' as const,
          script: p2wpkh(hex.decode(account.payment.publicKey), REGTEST).script,
          privateKey: account.payment.privateKey,
        }
        const { signature } = signBitcoinMessage(key, request.params.message as string, 'BIP322')
        // Reown's wallets answer hex (AppKit turns it into base64)
        result = { address: account.payment.address, signature: hex.encode(base64.decode(signature)) }
      }
      await wallet.respondSessionRequest({ topic: event.topic, response: { id: event.id, jsonrpc: '2.0', result } })
    })

    // the dapp: the adapter's walletConnect connector
    const pairing: string[] = []
    const disconnected: string[] = []
    const events: AdapterEvents = {
      connectorsChanged: () => undefined,
      accountsChanged: () => undefined,
      chainChanged: () => undefined,
      disconnected: (id) => disconnected.push(id),
      pairingUri: (id, uri) => pairing.push(`${id} ${uri}`),
    }
    const adapter = new BitcoinAdapter({ projectId: 'local', walletConnect: { relayUrl } })
    adapter.setup({ networks: [bitcoinRegtest, bitcoin], events })
    expect(adapter.getConnectors()).toEqual([
      { id: 'walletConnect', type: 'WALLET_CONNECT', chain: 'bip122', name: 'WalletConnect' },
    ])

    const connecting = adapter.connect({ connectorId: 'walletConnect', chainId: bitcoinRegtest.id })
    const uri = await until(() => pairing[0])
    expect(uri).toMatch(/^walletConnect wc:/)
    await wallet.pair({ uri: uri.split(' ')[1] as string })
    expect(await connecting).toEqual({
      connectorId: 'walletConnect',
      // with the keys and paths the wallet told (AppKit's `allAccounts[i].publicKey` / `path`)
      accounts: [
        {
          address: account.payment.address,
          type: 'payment',
          publicKey: account.payment.publicKey,
          path: account.payment.path,
        },
        {
          address: account.ordinal.address,
          type: 'ordinal',
          publicKey: account.ordinal.publicKey,
          path: account.ordinal.path,
        },
      ],
      chainId: bitcoinRegtest.id,
    })
    expect(proposals).toEqual([
      {
        bip122: {
          chains: [bitcoinRegtest.caipNetworkId, bitcoin.caipNetworkId],
          methods: WALLET_CONNECT_METHODS,
          events: WALLET_CONNECT_EVENTS,
        },
      },
    ])

    const text = 'Sign in to Gangway over WalletConnect'
    const signature = await adapter.signMessage({
      connectorId: 'walletConnect',
      address: account.payment.address,
      message: text,
    })
    expect(verifyBitcoinMessage(account.payment.address, text, signature)).toEqual({ valid: true, protocol: 'BIP322' })
    expect(requests.map((r) => r.method)).toEqual(['getAccountAddresses', 'signMessage'])
    expect(requests[1]?.params).toEqual({
      account: account.payment.address,
      address: account.payment.address,
      message: text,
      protocol: 'bip322',
    })
    const provider = adapter.getProvider('walletConnect')
    expect(await provider?.getAccountAddresses()).toEqual([
      expect.objectContaining({ address: account.payment.address, purpose: 'payment' }),
      expect.objectContaining({ address: account.ordinal.address, purpose: 'ordinal' }),
    ])

    const deleted = new Promise((resolve) => wallet.on('session_delete', resolve))
    await adapter.disconnect({ connectorId: 'walletConnect' })
    await deleted
    expect(disconnected).toEqual([])
    expect(outside).toEqual([])
    const universal = provider?.provider as { client: { core: { relayer: { transportClose(): Promise<void> } } } }
    adapter.destroy()
    await universal.client.core.relayer.transportClose()
    await core.relayer.transportClose()
  }, 90_000)
})

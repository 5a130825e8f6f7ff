import { type AdapterEvents, solana, solanaDevnet, walletConnectEvents, walletConnectMethods } from '@gangway/core'
import { spawnTestServer, type TestServer } from '@gangway/server/testing'
import { WalletKit } from '@reown/walletkit'
import {
  address,
  generateKeyPair,
  getAddressFromPublicKey,
  getBase58Decoder,
  getBase58Encoder,
  getPublicKeyFromAddress,
  type SignatureBytes,
  signBytes,
  verifySignature,
} from '@solana/kit'
import { Core } from '@walletconnect/core'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { SolanaAdapter } from './SolanaAdapter.ts'

const WALLET_CONNECT_METHODS = walletConnectMethods('solana')
const WALLET_CONNECT_EVENTS = walletConnectEvents('solana')

// WalletConnect's own switch for test runs: no verify or telemetry hosts (the wallet side).
process.env.IS_VITEST = 'true'

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

describe("SolanaAdapter's WalletConnect connector (solana namespace, official wallet client, our relay)", () => {
  it('pairs a solana session, signs a message with the wallet’s ed25519 key, refuses an unapproved network, disconnects', async () => {
    const relayUrl = `${server.url.replace('http', 'ws')}/relay`
    const keyPair = await generateKeyPair()
    const account = await getAddressFromPublicKey(keyPair.publicKey)

    // the wallet: WalletKit on its own Core, approving the solana namespace on mainnet with `account`
    const core = new Core({
      projectId: 'local',
      relayUrl,
      storage: memoryStorage(),
      logger: 'silent',
      telemetryEnabled: false,
      customStoragePrefix: 'solana-adapter-wallet',
    })
    const metadata = { name: 'Test wallet', description: 'Test wallet', url: 'http://localhost:5174', icons: [] }
    const wallet = await WalletKit.init({ core, metadata })
    const proposals: unknown[] = []
    wallet.on('session_proposal', async (proposal) => {
      proposals.push(proposal.params.optionalNamespaces)
      await wallet.approveSession({
        id: proposal.id,
        namespaces: {
          solana: {
            chains: [solana.caipNetworkId],
            accounts: [`${solana.caipNetworkId}:${account}`],
            methods: WALLET_CONNECT_METHODS,
            events: WALLET_CONNECT_EVENTS,
          },
        },
      })
    })
    const requests: string[] = []
    wallet.on('session_request', async (event) => {
      const { method, params } = event.params.request as { method: string; params: { message: string; pubkey: string } }
      requests.push(method)
      const message = new Uint8Array(getBase58Encoder().encode(params.message))
      const signature = getBase58Decoder().decode(await signBytes(keyPair.privateKey, message))
      await wallet.respondSessionRequest({
        topic: event.topic,
        response: { id: event.id, jsonrpc: '2.0', result: { signature } },
      })
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
    const adapter = new SolanaAdapter({ projectId: 'local', walletConnect: { relayUrl } })
    adapter.setup({ networks: [solana, solanaDevnet], events })
    expect(adapter.getConnectors()).toEqual([
      { id: 'walletConnect', type: 'WALLET_CONNECT', chain: 'solana', name: 'WalletConnect' },
    ])

    const connecting = adapter.connect({ connectorId: 'walletConnect' })
    const uri = await until(() => pairing[0])
    expect(uri).toMatch(/^walletConnect wc:/)
    await wallet.pair({ uri: uri.split(' ')[1] as string })
    expect(await connecting).toEqual({
      connectorId: 'walletConnect',
      accounts: [{ address: account, type: 'eoa' }],
      chainId: solana.id,
    })
    expect(proposals).toEqual([
      {
        solana: {
          chains: [solana.caipNetworkId, solanaDevnet.caipNetworkId],
          methods: WALLET_CONNECT_METHODS,
          events: WALLET_CONNECT_EVENTS,
        },
      },
    ])

    const key = await getPublicKeyFromAddress(address(account))
    const text = 'Sign in to Gangway over WalletConnect'
    const signature = await adapter.signMessage({ connectorId: 'walletConnect', address: account, message: text })
    const bytes = new Uint8Array(getBase58Encoder().encode(signature)) as SignatureBytes
    expect(await verifySignature(key, bytes, new TextEncoder().encode(text))).toBe(true)

    const provider = adapter.getProvider('walletConnect')
    expect(provider?.publicKey?.toBase58()).toBe(account)
    expect(provider?.chains.map((n) => n.caipNetworkId)).toEqual([solana.caipNetworkId])
    const raw = new TextEncoder().encode('raw bytes')
    expect(await verifySignature(key, (await provider?.signMessage(raw)) as SignatureBytes, raw)).toBe(true)
    expect(requests).toEqual(['solana_signMessage', 'solana_signMessage'])

    await expect(adapter.switchNetwork({ connectorId: 'walletConnect', network: solanaDevnet })).rejects.toMatchObject({
      code: 'CHAIN_NOT_SUPPORTED',
      message: 'Chain is not supported',
    })

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

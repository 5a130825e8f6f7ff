import { Core } from '@walletconnect/core'
import { getSdkError } from '@walletconnect/utils'
import { type Hex, recoverMessageAddress, stringToHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadConfig } from '../config/loadConfig.ts'
import { silentLog } from '../log.ts'
import { type RunningServer, startServer } from '../startServer.ts'
import { memoryKeyValueStorage } from '../test/memoryKeyValueStorage.ts'
import { pairOfficialClients } from '../test/pairOfficialClients.ts'
import { refuseOutsideHosts } from '../test/refuseOutsideHosts.ts'

// WalletConnect's own switch for test runs: no verify or telemetry hosts.
process.env.IS_VITEST = 'true'

const account = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')

let server: RunningServer
let relayUrl: string
let outside: string[] = []
beforeAll(async () => {
  server = await startServer(
    {
      ...loadConfig({ PORT: '0', DATABASE_URL: 'memory', INDEXER: 'off' }),
      // a project for browsers on shop.example only: clients without an origin are refused
      seedProjects: [
        { id: 'shop', name: 'Shop', allowedOrigins: ['https://shop.example'], features: {}, analyticsEnabled: false },
      ],
    },
    silentLog,
  )
  relayUrl = `${server.url.replace('http', 'ws')}/relay`
  outside = refuseOutsideHosts()
})
afterAll(async () => {
  vi.restoreAllMocks()
  await server?.close()
})

const waitFor = <T>(subscribe: (resolve: (value: T) => void) => void, ms = 10_000) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timed out')), ms)
    subscribe((value) => {
      clearTimeout(timer)
      resolve(value)
    })
  })

/** A dapp (SignClient) and a wallet (WalletKit) paired through the relay, the wallet approving with `account`. */
let pairs = 0
const pairedClients = () => pairOfficialClients(relayUrl, `pair${++pairs}`, account.address)

describe('official WalletConnect clients through our relay', () => {
  it('pair, settle, personal_sign, session event, restartTransport, disconnect — all local', async () => {
    const { dapp, wallet, session, close } = await pairedClients()
    expect(session.namespaces.eip155?.accounts).toEqual([`eip155:31337:${account.address}`])
    wallet.on('session_request', async (event) => {
      const [message] = event.params.request.params as [Hex, string]
      const signature = await account.signMessage({ message: { raw: message } })
      await wallet.respondSessionRequest({
        topic: event.topic,
        response: { id: event.id, jsonrpc: '2.0', result: signature },
      })
    })

    const sign = async (text: string) => {
      const signature = (await dapp.request({
        topic: session.topic,
        chainId: 'eip155:31337',
        request: { method: 'personal_sign', params: [stringToHex(text), account.address] },
      })) as Hex
      return recoverMessageAddress({ message: text, signature })
    }
    expect(await sign('hello relay')).toBe(account.address)

    const event = waitFor<{ params: { event: { name: string; data: unknown } } }>((resolve) =>
      dapp.on('session_event', resolve),
    )
    await wallet.emitSessionEvent({
      topic: session.topic,
      event: { name: 'chainChanged', data: 31337 },
      chainId: 'eip155:31337',
    })
    expect((await event).params.event).toEqual({ name: 'chainChanged', data: 31337 })

    await dapp.core.relayer.restartTransport()
    expect(await sign('after restart')).toBe(account.address)

    const deleted = waitFor<{ topic: string }>((resolve) => wallet.on('session_delete', resolve))
    await dapp.disconnect({ topic: session.topic, reason: getSdkError('USER_DISCONNECTED') })
    expect((await deleted).topic).toBe(session.topic)

    expect(outside).toEqual([])
    await close()
  }, 60_000)

  it('acknowledges a session update 20 times in a row (the publisher is answered before the peer gets it)', async () => {
    const { dapp, wallet, session, close } = await pairedClients()
    const other = privateKeyToAccount('0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a')
    for (let i = 0; i < 20; i++) {
      const address = i % 2 === 0 ? other.address : account.address
      const namespaces = {
        eip155: {
          chains: ['eip155:31337'],
          accounts: [`eip155:31337:${address}`],
          methods: ['personal_sign'],
          events: ['chainChanged', 'accountsChanged'],
        },
      }
      const { acknowledged } = await wallet.updateSession({ topic: session.topic, namespaces })
      await acknowledged()
      expect(dapp.session.get(session.topic).namespaces.eip155?.accounts).toEqual([`eip155:31337:${address}`])
    }
    await close()
  }, 90_000)

  it.each([
    ['an unknown project', 'non-existent', 'Project not found'],
    ['a project that refuses clients without an origin', 'shop', 'Unauthorized: origin not allowed'],
  ])('surfaces a refusal for %s as the official error event', async (_name, projectId, reason) => {
    const core = new Core({
      projectId,
      relayUrl,
      storage: memoryKeyValueStorage(),
      logger: 'silent',
      telemetryEnabled: false,
      customStoragePrefix: `refused-${projectId}`,
    })
    const error = waitFor<Error>((resolve) => core.relayer.once('relayer_error', resolve))
    await core.start()
    // the client connects when it first needs the relay
    void core.relayer.subscribe('ab'.repeat(32)).catch(() => undefined)
    expect((await error).message).toBe(`WebSocket connection closed abnormally with code: 3000 (${reason})`)
    await core.relayer.transportClose().catch(() => undefined)
    core.heartbeat.stop()
  })
})

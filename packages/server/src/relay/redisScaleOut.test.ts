import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { freePort } from '@gangway/devnet/freePort'
import { WalletKit } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import { generateKeyPair, signJWT } from '@walletconnect/relay-auth'
import { SignClient } from '@walletconnect/sign-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { memoryKeyValueStorage } from '../test/memoryKeyValueStorage.ts'
import { startTestRedis } from '../test/startTestRedis.ts'

process.env.IS_VITEST = 'true'

const main = fileURLToPath(new URL('../main.ts', import.meta.url))
let redis: Awaited<ReturnType<typeof startTestRedis>>
const running: ChildProcess[] = []
beforeAll(async () => {
  redis = await startTestRedis()
})
afterAll(async () => {
  for (const p of running) p.kill('SIGTERM')
  await redis?.stop()
})

/** A relay process of its own (the server's entry point), sharing Redis. */
async function relayProcess(port?: number) {
  const p = port ?? (await freePort())
  const proc = spawn(process.execPath, ['--import', 'tsx', main], {
    env: { ...process.env, PORT: String(p), DATABASE_URL: 'memory', REDIS_URL: redis.url },
    stdio: 'ignore',
  })
  running.push(proc)
  let up = false
  for (let i = 0; i < 600 && !up; i++) {
    try {
      up = (await fetch(`http://127.0.0.1:${p}/healthz`)).ok
    } catch {
      await new Promise((r) => setTimeout(r, 100))
    }
  }
  if (!up) throw new Error(`relay process on port ${p} did not start`)
  return {
    url: `ws://127.0.0.1:${p}/relay`,
    port: p,
    stop: async () => {
      const exited = new Promise((r) => proc.once('exit', r))
      proc.kill('SIGTERM')
      await exited
    },
  }
}

async function rawClient(url: string, keyPair = generateKeyPair()) {
  const ws = new WebSocket(`${url}?auth=${await signJWT('s', url, 3600, keyPair)}`)
  const deliveries: string[] = []
  ws.on('message', (data) => {
    const frame = JSON.parse(String(data))
    if (frame.method === 'irn_subscription') {
      deliveries.push(frame.params.data.message)
      ws.send(JSON.stringify({ id: frame.id, jsonrpc: '2.0', result: true }))
    }
  })
  await new Promise((r) => ws.once('open', r))
  let id = 1
  const call = (method: string, params: unknown) =>
    new Promise((resolve) => {
      const mine = id++
      const onMessage = (data: unknown) => {
        const frame = JSON.parse(String(data))
        if (frame.id === mine) {
          ws.off('message', onMessage)
          resolve(frame.result)
        }
      }
      ws.on('message', onMessage)
      ws.send(JSON.stringify({ id: mine, jsonrpc: '2.0', method, params }))
    })
  return { ws, deliveries, call }
}

describe('relay scale-out through Redis', () => {
  it('pairs a dapp on one relay process with a wallet on another', async () => {
    const [a, b] = await Promise.all([relayProcess(), relayProcess()])
    const dapp = await SignClient.init({
      projectId: 'local',
      relayUrl: a.url,
      metadata: { name: 'dapp', description: 'dapp', url: 'http://localhost:5173', icons: [] },
      storage: memoryKeyValueStorage(),
      logger: 'silent',
      telemetryEnabled: false,
    })
    const core = new Core({
      projectId: 'local',
      relayUrl: b.url,
      storage: memoryKeyValueStorage(),
      logger: 'silent',
      telemetryEnabled: false,
      customStoragePrefix: 'wallet',
    })
    const wallet = await WalletKit.init({
      core,
      metadata: { name: 'wallet', description: 'wallet', url: 'http://localhost:5174', icons: [] },
    })
    wallet.on('session_proposal', async (proposal) => {
      await wallet.approveSession({
        id: proposal.id,
        namespaces: {
          eip155: {
            chains: ['eip155:31337'],
            accounts: ['eip155:31337:0x70997970C51812dc3A010C7d01b50e0d17dc79C8'],
            methods: ['personal_sign'],
            events: ['chainChanged'],
          },
        },
      })
    })
    const { uri, approval } = await dapp.connect({
      optionalNamespaces: {
        eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: ['chainChanged'] },
      },
    })
    await wallet.pair({ uri: uri as string })
    const session = await approval()
    expect(session.namespaces.eip155?.accounts).toHaveLength(1)
    await dapp.core.relayer.transportClose()
    await core.relayer.transportClose()
    await Promise.all([a.stop(), b.stop()])
  }, 180_000)

  it('keeps a message published while the peer is offline across a restart of both relay processes', async () => {
    const [a, b] = await Promise.all([relayProcess(), relayProcess()])
    const topic = 'ab'.repeat(32)
    const publisher = await rawClient(a.url)
    expect(await publisher.call('irn_publish', { topic, message: 'kept across restarts', ttl: 300, tag: 1 })).toBe(true)
    publisher.ws.close()
    await Promise.all([a.stop(), b.stop()])

    const [a2, b2] = await Promise.all([relayProcess(a.port), relayProcess(b.port)])
    const peer = await rawClient(b2.url)
    await peer.call('irn_subscribe', { topic })
    for (let i = 0; i < 100 && peer.deliveries.length === 0; i++) await new Promise((r) => setTimeout(r, 20))
    expect(peer.deliveries).toEqual(['kept across restarts'])
    peer.ws.close()
    await Promise.all([a2.stop(), b2.stop()])
  }, 180_000)
})

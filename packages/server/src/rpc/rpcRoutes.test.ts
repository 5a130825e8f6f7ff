import { createServer, type Server } from 'node:http'
import { startTestChains } from '@gangway/devnet/testChains'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppEnv } from '../http/AppEnv.ts'
import { serveApp } from '../test/serveApp.ts'
import { rpcRoutes } from './rpcRoutes.ts'

let chains: Awaited<ReturnType<typeof startTestChains>>
let flaky: Server
let flakyUrl: string
let flakyHits = 0
let downUrl: string
let hanging: Server
let hangingUrl: string
beforeAll(async () => {
  // accepts and never answers
  hanging = createServer(() => undefined)
  await new Promise<void>((r) => hanging.listen(0, '127.0.0.1', r))
  hangingUrl = `http://127.0.0.1:${(hanging.address() as { port: number }).port}`
  // a port nobody listens on (taken and released)
  const probe = createServer()
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r))
  downUrl = `http://127.0.0.1:${(probe.address() as { port: number }).port}`
  await new Promise((r) => probe.close(r))
  chains = await startTestChains([31337])
  // drops the first two connections without answering, then answers like a node
  flaky = createServer((req, res) => {
    flakyHits++
    if (flakyHits <= 2) {
      req.socket.destroy()
      return
    }
    res.setHeader('content-type', 'application/json')
    res.end(JSON.stringify({ jsonrpc: '2.0', id: 1, result: '0x1' }))
  })
  await new Promise<void>((r) => flaky.listen(0, '127.0.0.1', r))
  flakyUrl = `http://127.0.0.1:${(flaky.address() as { port: number }).port}`
})
afterAll(async () => {
  await chains?.stop()
  flaky?.close()
  hanging?.closeAllConnections()
  hanging?.close()
})

function app(
  overrides: { timeoutMs?: number; bodyLimitBytes?: number; methods?: Record<string, readonly string[]> } = {},
) {
  const hono = new Hono<AppEnv>()
  rpcRoutes(hono, {
    upstreams: {
      'eip155:31337': chains.chains[0]?.rpcUrls.default.http[0] as string,
      'eip155:9': downUrl,
      'eip155:77': flakyUrl,
      'eip155:88': hangingUrl,
    },
    timeoutMs: overrides.timeoutMs ?? 2000,
    retries: 3,
    bodyLimitBytes: overrides.bodyLimitBytes ?? 1_048_576,
    methods: overrides.methods ?? {},
    maxBatchCalls: 100,
  })
  return (chainId: string, body: unknown) =>
    hono.request(`/v1?chainId=${chainId}&projectId=local`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })
}

describe('RPC proxy', () => {
  it('forwards eth_chainId to the devnet', async () => {
    const res = await app()('eip155:31337', { jsonrpc: '2.0', id: 7, method: 'eth_chainId', params: [] })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ jsonrpc: '2.0', id: 7, result: '0x7a69' })
  })

  it('forwards a batch', async () => {
    const res = await app()('eip155:31337', [
      { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] },
      {
        jsonrpc: '2.0',
        id: 2,
        method: 'eth_getBalance',
        params: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', 'latest'],
      },
    ])
    const answers = (await res.json()) as { id: number; result: string }[]
    expect(answers.map((a) => a.id).sort()).toEqual([1, 2])
    expect(answers.find((a) => a.id === 1)?.result).toBe('0x7a69')
    expect(BigInt(answers.find((a) => a.id === 2)?.result ?? '0')).toBe(10_000n * 10n ** 18n)
  })

  it('answers an unknown chain with a clear JSON-RPC error', async () => {
    const res = await app()('eip155:999', { jsonrpc: '2.0', id: 3, method: 'eth_chainId' })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({
      jsonrpc: '2.0',
      id: 3,
      error: { code: -32602, message: expect.stringContaining('Unsupported chainId "eip155:999"') },
    })
  })

  it('retries an upstream that is down, then answers a clear error for each request', async () => {
    const res = await app()('eip155:9', [
      { jsonrpc: '2.0', id: 1, method: 'eth_chainId' },
      { jsonrpc: '2.0', id: 2, method: 'eth_blockNumber' },
    ])
    expect(res.status).toBe(502)
    const body = (await res.json()) as { id: number; error: { code: number; message: string } }[]
    expect(body.map((b) => b.id)).toEqual([1, 2])
    expect(body[0]?.error).toEqual({
      code: -32603,
      message: 'Upstream for eip155:9 is unreachable (ECONNREFUSED) after 4 attempts',
    })
  })

  it('retries transport errors and succeeds when the upstream recovers', async () => {
    flakyHits = 0
    const res = await app()('eip155:77', { jsonrpc: '2.0', id: 1, method: 'eth_chainId' })
    expect(await res.json()).toEqual({ jsonrpc: '2.0', id: 1, result: '0x1' })
    expect(flakyHits).toBe(3)
  })

  it('gives up on an upstream that does not answer within the timeout, after the retries', async () => {
    const started = Date.now()
    const res = await app({ timeoutMs: 150 })('eip155:88', { jsonrpc: '2.0', id: 4, method: 'eth_chainId' })
    expect(res.status).toBe(502)
    expect((await res.json()).error.message).toBe(
      'Upstream for eip155:88 is unreachable (timed out after 150 ms) after 4 attempts',
    )
    expect(Date.now() - started).toBeGreaterThanOrEqual(4 * 150)
  })

  it('rejects bad JSON, empty batches and oversized bodies', async () => {
    const call = app({ bodyLimitBytes: 1024 })
    const bad = await call('eip155:31337', '{nope')
    expect(bad.status).toBe(400)
    expect((await bad.json()).error.code).toBe(-32700)
    expect((await call('eip155:31337', [])).status).toBe(400)
    const big = await call('eip155:31337', { jsonrpc: '2.0', id: 1, method: 'eth_call', params: ['x'.repeat(2000)] })
    expect(big.status).toBe(413)
    expect((await big.json()).error.message).toBe('Request body is larger than 1024 bytes')
  })

  it("forwards only allowed methods: node administration and the node's own accounts are refused", async () => {
    const hono = new Hono<AppEnv>()
    const anvil = chains.chains[0]?.rpcUrls.default.http[0] as string
    rpcRoutes(hono, {
      upstreams: { 'eip155:31337': anvil },
      timeoutMs: 2000,
      retries: 0,
      bodyLimitBytes: 1_048_576,
      methods: {},
      maxBatchCalls: 100,
    })
    const server = await serveApp(hono)
    const rpc = async (body: unknown) => {
      const res = await fetch(`${server.url}/v1?chainId=eip155:31337`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
      return { status: res.status, body: (await res.json()) as unknown }
    }
    const victim = '0x000000000000000000000000000000000000bEEF'
    const balance = async () => {
      const res = await fetch(anvil, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getBalance', params: [victim, 'latest'] }),
      })
      return ((await res.json()) as { result: string }).result
    }
    try {
      const before = await balance()
      const unlocked = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
      for (const [method, params] of [
        ['anvil_setBalance', [victim, '0xde0b6b3a7640000']],
        ['eth_sendTransaction', [{ from: unlocked, to: victim, value: '0xde0b6b3a7640000' }]],
        ['evm_mine', []],
        ['eth_accounts', []],
        ['debug_traceTransaction', ['0x00']],
        ['constructor', []],
      ] as const) {
        expect(await rpc({ jsonrpc: '2.0', id: 9, method, params }), method).toEqual({
          status: 200,
          body: {
            jsonrpc: '2.0',
            id: 9,
            error: { code: -32601, message: `Method ${method} is not allowed on this chain` },
          },
        })
      }
      // a mixed batch: the allowed part is forwarded, the rest refused
      const mixed = (
        await rpc([
          { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] },
          { jsonrpc: '2.0', id: 2, method: 'anvil_setBalance', params: [victim, '0x1'] },
        ])
      ).body as { id: number; result?: string; error?: { code: number } }[]
      expect(mixed.find((a) => a.id === 1)?.result).toBe('0x7a69')
      expect(mixed.find((a) => a.id === 2)?.error?.code).toBe(-32601)
      expect(await balance()).toBe(before)
    } finally {
      await server.close()
    }
    // an operator can allow more on a chain (here a devnet's evm_mine)
    const res = await app({ methods: { 'eip155:31337': ['eth_chainId', 'evm_mine'] } })('eip155:31337', {
      jsonrpc: '2.0',
      id: 5,
      method: 'evm_mine',
      params: [],
    })
    expect(await res.json()).toEqual({ jsonrpc: '2.0', id: 5, result: '0x0' })
  })
})

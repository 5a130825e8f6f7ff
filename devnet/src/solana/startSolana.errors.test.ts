import {
  appendTransactionMessageInstruction,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  getTransactionEncoder,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { DEVNET_MNEMONIC } from '../devnetConstants.ts'
import { startTestSolana } from '../startTestSolana.ts'
import { MAX_BODY_BYTES } from './solanaConstants.ts'
import { solanaDevKeys } from './solanaDevKeys.ts'
import type { SolanaChain } from './startSolana.ts'

// Bad input gets a JSON-RPC error and changes nothing; nothing a client sends stops the process.
let chain: SolanaChain

beforeAll(async () => {
  chain = await startTestSolana()
})
afterAll(async () => {
  await chain?.stop()
})

async function post(body: string) {
  const response = await fetch(chain.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
  return { status: response.status, json: (await response.json()) as { error?: { code: number; message: string } } }
}
const call = (method: string, params?: unknown) => post(JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }))
const errorCode = async (method: string, params?: unknown) => (await call(method, params)).json.error?.code

async function transfer(version: 'legacy' | 0 = 0, blockhash?: string) {
  const alice = await solanaDevKeys(DEVNET_MNEMONIC).signer(0)
  const latest = (await call('getLatestBlockhash')).json as unknown as {
    result: { value: { blockhash: string; lastValidBlockHeight: bigint } }
  }
  const lifetime = { ...latest.result.value, ...(blockhash ? { blockhash } : {}) }
  const message = pipe(
    createTransactionMessage({ version }),
    (m) => setTransactionMessageFeePayerSigner(alice, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime as never, m),
    (m) =>
      appendTransactionMessageInstruction(
        getTransferSolInstruction({ source: alice, destination: alice.address, amount: lamports(1n) }),
        m,
      ),
  )
  return signTransactionMessageWithSigners(message)
}

describe('local Solana chain: malformed requests', () => {
  it('answers JSON-RPC errors for bad JSON, bad requests, unknown methods and bad params', async () => {
    expect((await post('{not json')).json.error?.code).toBe(-32700)
    expect((await post('"hello"')).json.error?.code).toBe(-32600)
    expect((await post(JSON.stringify({ id: 1, method: 'getSlot' }))).json.error?.code).toBe(-32600)
    expect((await post('[]')).json.error?.code).toBe(-32600)
    expect(await errorCode('getNothing')).toBe(-32601)
    expect(await errorCode('getBalance', ['not-an-address'])).toBe(-32602)
    expect(await errorCode('getBalance', { address: 'x' })).toBe(-32602)
    expect(await errorCode('getAccountInfo', ['11111111111111111111111111111111', { encoding: 'base64+zstd' }])).toBe(
      -32602,
    )
    expect(await errorCode('getSlot', [{ commitment: 'eventually' }])).toBe(-32602)
    expect(await errorCode('getSlot', [{ minContextSlot: 1_000_000 }])).toBe(-32016)
    expect(await errorCode('getTokenAccountBalance', ['11111111111111111111111111111111'])).toBe(-32602)
    expect(await errorCode('getTokenAccountsByOwner', ['11111111111111111111111111111111', {}])).toBe(-32602)
    expect(await errorCode('sendTransaction', ['%%%', { encoding: 'base64' }])).toBe(-32602)
    expect(await errorCode('sendTransaction', ['AQID', { encoding: 'base64' }])).toBe(-32602)
    expect(await errorCode('requestAirdrop', ['11111111111111111111111111111111', -5])).toBe(-32602)
  })

  it('answers batches call by call', async () => {
    const { json } = await post(
      JSON.stringify([
        { jsonrpc: '2.0', id: 1, method: 'getHealth' },
        { jsonrpc: '2.0', id: 2, method: 'nope' },
      ]),
    )
    expect(json).toEqual([
      { jsonrpc: '2.0', id: 1, result: 'ok' },
      { jsonrpc: '2.0', id: 2, error: { code: -32601, message: 'Method not found' } },
    ])
  })

  it('refuses bodies over the limit with 413', async () => {
    const { status, json } = await post(
      JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getSlot', x: 'a'.repeat(MAX_BODY_BYTES) }),
    )
    expect(status).toBe(413)
    expect(json.error?.code).toBe(-32600)
  })

  it('rejects a bad signature, a replay, an unknown blockhash and an old client reading a v0 transaction', async () => {
    const tx = await transfer()
    const wire = new Uint8Array(getTransactionEncoder().encode(tx))
    const tampered = new Uint8Array(wire)
    tampered[5] = (tampered[5] ?? 0) ^ 0xff // inside the first signature
    const send = (bytes: Uint8Array) =>
      call('sendTransaction', [Buffer.from(bytes).toString('base64'), { encoding: 'base64' }])
    expect((await send(tampered)).json.error?.code).toBe(-32003)
    const sent = (await send(wire)).json as unknown as { result: string }
    expect(typeof sent.result).toBe('string')
    const replay = (await send(wire)).json.error
    expect(replay?.code).toBe(-32002)
    expect(replay?.message).toMatch(/already been processed/)
    const stale = await transfer(0, '4uQeVj5tqViQh7yWWGStvkEG1Zmhx6uasJtWCJziofM')
    const stalely = await call('sendTransaction', [getBase64EncodedWireTransaction(stale), { encoding: 'base64' }])
    expect(stalely.json.error?.message).toMatch(/Blockhash not found/)
    expect(await errorCode('getTransaction', [sent.result])).toBe(-32015)
    expect(
      await errorCode('getTransaction', [sent.result, { encoding: 'jsonParsed', maxSupportedTransactionVersion: 0 }]),
    ).toBe(-32602)
  })

  it('answers WebSocket errors and keeps the connection', async () => {
    const socket = new WebSocket(chain.wsUrl)
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject))
    const replies: { id?: number; error?: { code: number } }[] = []
    socket.on('message', (data) => replies.push(JSON.parse(String(data))))
    socket.send('{oops')
    socket.send(JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'blockSubscribe' }))
    socket.send(JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'accountSubscribe', params: ['nope'] }))
    socket.send(JSON.stringify({ jsonrpc: '2.0', id: 4, method: 'slotUnsubscribe', params: [12345] }))
    await expect.poll(() => replies.length).toBe(4)
    expect(replies.map((r) => r.error?.code)).toEqual([-32700, -32601, -32602, -32602])
    socket.close()
  })

  it('serves /health and CORS preflight, and is still up after all of the above', async () => {
    expect(await (await fetch(`${chain.rpcUrl}/health`)).text()).toBe('ok')
    const preflight = await fetch(chain.rpcUrl, { method: 'OPTIONS' })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    expect((await call('getHealth')).json).toMatchObject({ result: 'ok' })
  })

  it('stops cleanly: both ports are closed afterwards', async () => {
    const other = await startTestSolana()
    const socket = new WebSocket(other.wsUrl)
    await new Promise((resolve) => socket.once('open', resolve))
    const closed = new Promise((resolve) => socket.once('close', resolve))
    await other.stop()
    await closed
    await expect(fetch(other.rpcUrl, { method: 'POST', body: '{}' })).rejects.toThrow()
  })
})

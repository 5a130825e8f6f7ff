import { deployments } from '@gangway/devnet'
import { generateKeyPairSigner } from '@solana/kit'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import type { AppEnv } from '../http/AppEnv.ts'
import { SOLANA_LOCAL, solanaTestChain, waitLanded } from '../test/solanaTestChain.ts'
import { DEFAULT_SOLANA_RPC_METHODS } from './allowedRpcMethods.ts'
import { rpcRoutes } from './rpcRoutes.ts'

const solana = solanaTestChain()
const ACCOUNT0 = deployments.solana.accounts[0] as string

function app(methods: Record<string, readonly string[]> = {}, bodyLimitBytes = 1_048_576) {
  const hono = new Hono<AppEnv>()
  rpcRoutes(hono, {
    upstreams: { [SOLANA_LOCAL]: solana.rpcUrl() },
    timeoutMs: 5000,
    retries: 1,
    bodyLimitBytes,
    methods,
    maxBatchCalls: 100,
  })
  return async (body: unknown, chainId = SOLANA_LOCAL) => {
    const res = await hono.request(`/v1?chainId=${chainId}&projectId=local`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    return { status: res.status, body: (await res.json()) as Record<string, unknown> & { result?: unknown } }
  }
}
const call = (id: number, method: string, params: unknown[] = []) => ({ jsonrpc: '2.0', id, method, params })
const balanceOf = async (rpc: ReturnType<typeof app>, address: string) =>
  ((await rpc(call(1, 'getBalance', [address]))).body.result as { value: number }).value

describe('RPC proxy on the local Solana chain', () => {
  it('forwards getBalance and a batch of reads to the chain', async () => {
    const rpc = app()
    const res = await rpc(call(7, 'getBalance', [ACCOUNT0]))
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ jsonrpc: '2.0', id: 7, result: { value: 1000 * 1e9 } })
    const batch = await rpc([call(1, 'getGenesisHash'), call(2, 'getHealth'), call(3, 'getLatestBlockhash')])
    const answers = batch.body as unknown as { id: number; result: unknown }[]
    expect(answers.find((a) => a.id === 1)?.result).toBe(deployments.solana.genesisHash)
    expect(answers.find((a) => a.id === 2)?.result).toBe('ok')
    expect(answers.find((a) => a.id === 3)?.result).toMatchObject({ value: { blockhash: expect.any(String) } })
  })

  it('sends a real signed transfer: the chain moves the lamports', async () => {
    const rpc = app()
    const from = await solana.keys.signer(1)
    const to = await generateKeyPairSigner()
    const { wire, signature } = await solana.transferSol(from, to.address, 1_234_567n)
    const sim = await rpc(call(1, 'simulateTransaction', [wire, { encoding: 'base64' }]))
    expect(sim.body.result).toMatchObject({ value: { err: null } })
    const sent = await rpc(call(2, 'sendTransaction', [wire, { encoding: 'base64' }]))
    expect(sent.body).toEqual({ jsonrpc: '2.0', id: 2, result: signature })
    await waitLanded(solana.rpcUrl(), signature)
    expect(await balanceOf(rpc, to.address)).toBe(1_234_567)
    const status = await rpc(call(3, 'getSignatureStatuses', [[signature]]))
    expect(status.body.result).toMatchObject({ value: [{ err: null }] })
  })

  it('refuses requestAirdrop and getProgramAccounts by default, and nothing reaches the chain', async () => {
    const rpc = app()
    const to = await generateKeyPairSigner()
    for (const [method, params] of [
      ['requestAirdrop', [to.address, 5_000_000_000]],
      ['getProgramAccounts', [deployments.solana.tokenProgram]],
      ['eth_chainId', []],
    ] as const) {
      expect(await rpc(call(9, method, [...params])), method).toEqual({
        status: 200,
        body: {
          jsonrpc: '2.0',
          id: 9,
          error: { code: -32601, message: `Method ${method} is not allowed on this chain` },
        },
      })
    }
    // in a batch the allowed part is still answered
    const mixed = (await rpc([call(1, 'requestAirdrop', [to.address, 5_000_000_000]), call(2, 'getSlot')]))
      .body as unknown as { id: number; result?: unknown; error?: { code: number } }[]
    expect(mixed.find((a) => a.id === 1)?.error?.code).toBe(-32601)
    expect(typeof mixed.find((a) => a.id === 2)?.result).toBe('number')
    expect(await balanceOf(rpc, to.address)).toBe(0)
    // the default list names neither
    expect(DEFAULT_SOLANA_RPC_METHODS).not.toContain('requestAirdrop')
    expect(DEFAULT_SOLANA_RPC_METHODS).not.toContain('getProgramAccounts')
    // an operator can allow the faucet on a test cluster, per chain or for the namespace
    const faucet = app({ 'solana:*': [...DEFAULT_SOLANA_RPC_METHODS, 'requestAirdrop'] })
    const airdrop = await faucet(call(4, 'requestAirdrop', [to.address, 2_000_000_000]))
    expect(typeof airdrop.body.result).toBe('string')
    await waitLanded(solana.rpcUrl(), airdrop.body.result as string)
    expect(await balanceOf(faucet, to.address)).toBe(2_000_000_000)
  })

  it('keeps the body limit: an oversized sendTransaction is cut short with 413 and never sent', async () => {
    const rpc = app({}, 1024)
    const from = await solana.keys.signer(2)
    const to = await generateKeyPairSigner()
    const { wire } = await solana.transferSol(from, to.address, 1_000_000n)
    const padded = await rpc(call(1, 'sendTransaction', [wire, { encoding: 'base64' }, 'x'.repeat(2000)]))
    expect(padded.status).toBe(413)
    expect((padded.body as { error: { message: string } }).error.message).toBe('Request body is larger than 1024 bytes')
    expect(await balanceOf(app(), to.address)).toBe(0)
  })

  it('refuses a Solana chain it does not serve', async () => {
    const rpc = app()
    const mainnet = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
    const res = await rpc(call(3, 'getBalance', [ACCOUNT0]), mainnet)
    expect(res.status).toBe(400)
    expect(res.body).toEqual({
      jsonrpc: '2.0',
      id: 3,
      error: { code: -32602, message: `Unsupported chainId "${mainnet}"; this server serves ${SOLANA_LOCAL}` },
    })
  })
})

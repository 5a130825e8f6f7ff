import { startAnvil } from '@gangway/devnet/anvil'
import {
  type Chain,
  createPublicClient,
  defineChain,
  http,
  parseEther,
  recoverMessageAddress,
  verifyTypedData,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it, vi } from 'vitest'
import type { ApprovalRequest } from './ApprovalRequest.ts'
import { ANVIL_ACCOUNT_0_KEY, createDevWallet } from './createDevWallet.ts'
import { ProviderErrorCode } from './ProviderRpcError.ts'

const chainAt = (id: number, rpcUrl: string): Chain =>
  defineChain({
    id,
    name: `test ${id}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
const offline = [chainAt(31337, 'http://127.0.0.1:9'), chainAt(31338, 'http://127.0.0.1:9')]
const account0 = privateKeyToAccount(ANVIL_ACCOUNT_0_KEY)

function setup(answer: boolean | ((r: ApprovalRequest) => boolean) = true, chains = offline) {
  const asked: ApprovalRequest[] = []
  const wallet = createDevWallet({
    chains,
    origin: 'http://localhost:5173',
    approve: async (r) => {
      asked.push(r)
      return typeof answer === 'function' ? answer(r) : answer
    },
  })
  return { wallet, provider: wallet.provider, asked }
}

async function connected() {
  const s = setup()
  await s.provider.request({ method: 'eth_requestAccounts' })
  return s
}

describe('createDevWallet', () => {
  it('answers chain id and no accounts before connecting', async () => {
    const { provider } = setup()
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
  })

  it('connects after approval and emits accountsChanged', async () => {
    const { provider, asked } = setup()
    const onAccounts = vi.fn()
    provider.on('accountsChanged', onAccounts)
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([account0.address])
    expect(asked).toEqual([{ kind: 'connect', address: account0.address, origin: 'http://localhost:5173' }])
    expect(onAccounts).toHaveBeenCalledWith([account0.address])
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([account0.address])
  })

  it('rejects with 4001 when the user rejects, and stays disconnected', async () => {
    const { provider } = setup(false)
    await expect(provider.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({
      code: ProviderErrorCode.userRejected,
      message: 'User rejected the request.',
    })
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
  })

  it('answers 4902 for a chain it does not know and switches to a known one', async () => {
    const { provider } = setup()
    const onChain = vi.fn()
    provider.on('chainChanged', onChain)
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }),
    ).rejects.toMatchObject({ code: 4902, message: 'Unrecognized chain ID 0x1.' })
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
    expect(onChain).toHaveBeenCalledWith('0x7a6a')
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a6a')
  })

  it('adds a chain after approval and switches to it; rejecting changes nothing', async () => {
    const params = [
      {
        chainId: '0x2105',
        chainName: 'Base',
        rpcUrls: ['http://127.0.0.1:9'],
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      },
    ]
    const rejecting = setup(false)
    await expect(rejecting.provider.request({ method: 'wallet_addEthereumChain', params })).rejects.toMatchObject({
      code: 4001,
    })
    expect(await rejecting.provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    const { provider } = setup()
    await provider.request({ method: 'wallet_addEthereumChain', params })
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x2105')
  })

  it('gives a clear -32602 error for bad params', async () => {
    const { provider } = await connected()
    await expect(provider.request({ method: 'wallet_switchEthereumChain', params: [] })).rejects.toMatchObject({
      code: -32602,
      message: 'wallet_switchEthereumChain: expected at least 1 param(s), got 0',
    })
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: 1 }] }),
    ).rejects.toMatchObject({
      code: -32602,
      message: 'wallet_switchEthereumChain: chainId must be a 0x-prefixed hex string, got 1',
    })
    await expect(
      provider.request({ method: 'eth_sendTransaction', params: [{ from: account0.address, to: '0x1234' }] }),
    ).rejects.toMatchObject({
      code: -32602,
      message: 'eth_sendTransaction: to must be a 20-byte hex address, got "0x1234"',
    })
    await expect(
      provider.request({ method: 'eth_signTypedData_v4', params: [account0.address, '{not json'] }),
    ).rejects.toMatchObject({ code: -32602, message: 'eth_signTypedData_v4: typed data is not valid JSON' })
    await expect(provider.request({ method: 'personal_sign', params: 'hello' })).rejects.toMatchObject({
      code: -32602,
      message: 'personal_sign: params must be an array',
    })
  })

  it('refuses to sign before connecting or for another address', async () => {
    const { provider } = setup()
    await expect(
      provider.request({ method: 'personal_sign', params: ['0x68690a', account0.address] }),
    ).rejects.toMatchObject({
      code: 4100,
    })
    await provider.request({ method: 'eth_requestAccounts' })
    const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    await expect(provider.request({ method: 'personal_sign', params: ['0x68690a', other] })).rejects.toMatchObject({
      code: 4100,
      message: `personal_sign: ${other} is not this wallet's account`,
    })
  })

  it('signs personal_sign messages that recover to its address', async () => {
    const { provider, asked } = await connected()
    const signature = (await provider.request({
      method: 'personal_sign',
      params: ['0x68656c6c6f', account0.address],
    })) as `0x${string}`
    expect(await recoverMessageAddress({ message: 'hello', signature })).toBe(account0.address)
    expect(asked.at(-1)).toEqual({ kind: 'signMessage', address: account0.address, message: '0x68656c6c6f' })
  })

  it('signs EIP-712 typed data', async () => {
    const { provider } = await connected()
    const typedData = {
      domain: { name: 'Gangway', version: '1', chainId: 31337 },
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ],
        Mail: [{ name: 'contents', type: 'string' }],
      },
      primaryType: 'Mail',
      message: { contents: 'hi' },
    } as const
    const signature = (await provider.request({
      method: 'eth_signTypedData_v4',
      params: [account0.address, JSON.stringify(typedData)],
    })) as `0x${string}`
    const { EIP712Domain: _, ...types } = typedData.types
    expect(
      await verifyTypedData({
        ...typedData,
        types,
        domain: { ...typedData.domain, chainId: 31337n },
        address: account0.address,
        signature,
      }),
    ).toBe(true)
  })

  it('answers 4200 for methods it does not support', async () => {
    const { provider } = await connected()
    await expect(provider.request({ method: 'eth_sign', params: [] })).rejects.toMatchObject({ code: 4200 })
    await expect(provider.request({ method: 'foo_bar' })).rejects.toMatchObject({ code: 4200 })
  })

  it('disconnects with accountsChanged [] and a 4900 disconnect event', async () => {
    const { wallet, provider } = await connected()
    const onAccounts = vi.fn()
    const onDisconnect = vi.fn()
    provider.on('accountsChanged', onAccounts).on('disconnect', onDisconnect)
    wallet.disconnect()
    expect(onAccounts).toHaveBeenCalledWith([])
    expect(onDisconnect.mock.calls[0]?.[0]).toMatchObject({ code: 4900 })
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
  })

  it('sends a real transaction on anvil and passes reads to the chain', async () => {
    const port = 20_000 + Math.floor(Math.random() * 20_000)
    const anvil = await startAnvil({ chainId: 31337, port })
    try {
      const chain = chainAt(31337, anvil.rpcUrl)
      const { provider, asked } = setup(true, [chain])
      await provider.request({ method: 'eth_requestAccounts' })
      const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
      const client = createPublicClient({ chain, transport: http() })
      const before = await client.getBalance({ address: to })
      const hash = (await provider.request({
        method: 'eth_sendTransaction',
        params: [{ from: account0.address, to, value: '0xde0b6b3a7640000' }],
      })) as `0x${string}`
      const receipt = await client.waitForTransactionReceipt({ hash })
      expect(receipt.status).toBe('success')
      expect(await client.getBalance({ address: to })).toBe(before + parseEther('1'))
      expect(asked.at(-1)).toMatchObject({ kind: 'sendTransaction', chainId: 31337, to, value: parseEther('1') })
      expect(await provider.request({ method: 'eth_blockNumber' })).toBe('0x1')
      await expect(provider.request({ method: 'eth_getBalance', params: ['0xnope', 'latest'] })).rejects.toMatchObject({
        code: expect.any(Number),
      })
    } finally {
      await anvil.stop()
    }
  })
})

describe('createDevWallet permissions', () => {
  it('remembers an approved page across a reload and forgets it on disconnect', async () => {
    let saved = false
    const permissions = {
      load: () => saved,
      save: (c: boolean) => {
        saved = c
      },
    }
    const make = () => createDevWallet({ chains: offline, approve: async () => true, permissions })
    const first = make()
    await first.provider.request({ method: 'eth_requestAccounts' })
    const reloaded = make()
    expect(await reloaded.provider.request({ method: 'eth_accounts' })).toEqual([account0.address])
    reloaded.disconnect()
    expect(await make().provider.request({ method: 'eth_accounts' })).toEqual([])
  })
})

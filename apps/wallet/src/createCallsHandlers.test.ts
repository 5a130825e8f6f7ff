import { deployDevnet } from '@gangway/devnet/deploy'
import deployments from '@gangway/devnet/deployments.json' with { type: 'json' }
import { startTestChains } from '@gangway/devnet/testChains'
import {
  type Address,
  type Chain,
  createTestClient,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  numberToHex,
  parseEther,
  publicActions,
  walletActions,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApprovalRequest } from './ApprovalRequest.ts'
import { createDevWallet } from './createDevWallet.ts'
import { ProviderErrorCode } from './ProviderRpcError.ts'
import { delegationDesignator, SIMPLE_7702_ACCOUNT_ADDRESS } from './simple7702Account.ts'

const recipients: Address[] = [
  '0x00000000000000000000000000000000000a11ce',
  '0x00000000000000000000000000000000000000b0',
]

let a: Chain
let b: Chain
let stop: () => Promise<void>
let test: ReturnType<typeof testClient>
const testClient = (chain: Chain) =>
  createTestClient({ chain, mode: 'anvil', transport: http(), pollingInterval: 50 })
    .extend(publicActions)
    .extend(walletActions)

beforeAll(async () => {
  const started = await startTestChains()
  ;[a, b] = started.chains as [Chain, Chain]
  stop = started.stop
  test = testClient(a)
  // chain A: the whole devnet (tokens, Simple7702Account v0.8 at its canonical address); chain B stays empty
  await deployDevnet(a.rpcUrls.default.http[0] as string)
})
afterAll(() => stop?.())

/** A connected dev wallet on a fresh, funded EOA (chain A has Simple7702Account, chain B has not). */
async function wallet(answer: (r: ApprovalRequest) => boolean = () => true) {
  const key = generatePrivateKey()
  const address = privateKeyToAccount(key).address
  for (const chain of [a, b]) await testClient(chain).setBalance({ address, value: parseEther('10000') })
  const asked: ApprovalRequest[] = []
  const w = createDevWallet({
    chains: [a, b],
    privateKey: key,
    origin: 'http://localhost',
    tokens: Object.values(deployments.tokens) as never,
    approve: async (r) => {
      asked.push(r)
      return answer(r)
    },
  })
  await w.provider.request({ method: 'eth_requestAccounts' })
  return { provider: w.provider, address, asked }
}

const transfer = (to: Address, value: bigint) => ({ to, value: numberToHex(value) })
const sendCalls = (from: Address, calls: unknown[], extra: Record<string, unknown> = {}) => ({
  method: 'wallet_sendCalls',
  params: [{ version: '2.0.0', chainId: numberToHex(a.id), from, atomicRequired: true, calls, ...extra }],
})
type Status = { status: number; atomic: boolean; receipts?: { transactionHash: Hex; status: Hex }[] }
/** `wallet_getCallsStatus` once the batch is no longer pending (as viem's `waitForCallsStatus`). */
async function settled(provider: { request(a: unknown): Promise<unknown> }, id: string): Promise<Status> {
  for (let i = 0; i < 100; i++) {
    const status = (await provider.request({ method: 'wallet_getCallsStatus', params: [id] })) as Status
    if (status.status !== 100) return status
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`batch ${id} still pending`)
}

describe('wallet_sendCalls through EIP-7702 and Simple7702Account', () => {
  it('delegates to the Simple7702Account the devnet deploys', () => {
    expect(SIMPLE_7702_ACCOUNT_ADDRESS).toBe(deployments.smartAccounts.simple7702Account08)
  })

  it('capabilities flip from ready to supported; batches land in one transaction each, the first delegates', async () => {
    const { provider, address, asked } = await wallet()
    expect(await provider.request({ method: 'wallet_getCapabilities', params: [address] })).toEqual({
      [numberToHex(a.id)]: { atomic: { status: 'ready' } },
    })
    const before = await Promise.all(recipients.map((r) => test.getBalance({ address: r })))

    const { id } = (await provider.request(
      sendCalls(address, [transfer(recipients[0] as Address, 1n), transfer(recipients[1] as Address, 2n)]),
    )) as { id: string }
    expect(asked.at(-1)).toMatchObject({ kind: 'sendCalls', delegateTo: SIMPLE_7702_ACCOUNT_ADDRESS })
    const status = await settled(provider, id)
    expect(status).toMatchObject({ version: '2.0.0', id, chainId: numberToHex(a.id), status: 200, atomic: true })
    expect(status.receipts).toHaveLength(1)
    const hash = status.receipts?.[0]?.transactionHash as Hex
    const tx = await test.getTransaction({ hash })
    expect(tx).toMatchObject({ type: 'eip7702', from: address.toLowerCase(), to: address.toLowerCase() })
    expect(tx.authorizationList?.[0]?.address.toLowerCase()).toBe(SIMPLE_7702_ACCOUNT_ADDRESS.toLowerCase())
    expect(await test.getBalance({ address: recipients[0] as Address })).toBe((before[0] as bigint) + 1n)
    expect(await test.getBalance({ address: recipients[1] as Address })).toBe((before[1] as bigint) + 2n)
    expect((await test.getCode({ address }))?.toLowerCase()).toBe(delegationDesignator(SIMPLE_7702_ACCOUNT_ADDRESS))
    expect(await provider.request({ method: 'wallet_getCapabilities', params: [address] })).toEqual({
      [numberToHex(a.id)]: { atomic: { status: 'supported' } },
    })

    // the second batch reuses the delegation: an ordinary transaction to itself, no authorization
    const second = (await provider.request(
      sendCalls(address, [transfer(recipients[0] as Address, 3n), transfer(recipients[1] as Address, 4n)]),
    )) as { id: string }
    expect(asked.at(-1)).toMatchObject({ kind: 'sendCalls', delegateTo: undefined })
    const secondStatus = await settled(provider, second.id)
    expect(secondStatus.status).toBe(200)
    const secondTx = await test.getTransaction({ hash: secondStatus.receipts?.[0]?.transactionHash as Hex })
    expect(secondTx).toMatchObject({ type: 'eip1559', from: address.toLowerCase(), to: address.toLowerCase() })
    expect(await test.getBalance({ address: recipients[0] as Address })).toBe((before[0] as bigint) + 4n)
    expect(await test.getBalance({ address: recipients[1] as Address })).toBe((before[1] as bigint) + 6n)
    expect((await test.getCode({ address }))?.toLowerCase()).toBe(delegationDesignator(SIMPLE_7702_ACCOUNT_ADDRESS))
  })

  it('a failing call reverts the whole batch: refused before sending, and reverted on-chain (status 500)', async () => {
    const { provider, address } = await wallet()
    const gusd = deployments.tokens.usd.address as Address
    const tooMuch = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [recipients[0] as Address, 1n],
    })
    const before = await test.getBalance({ address: recipients[1] as Address })
    const nonce = await test.getTransactionCount({ address })
    // the EOA holds no gUSD: the second call reverts, so the batch is refused and nothing is sent
    await expect(
      provider.request(sendCalls(address, [transfer(recipients[1] as Address, 5n), { to: gusd, data: tooMuch }])),
    ).rejects.toMatchObject({
      code: ProviderErrorCode.internal,
      message: expect.stringMatching(/^call 2 of the batch reverted/),
    })
    expect(await test.getTransactionCount({ address })).toBe(nonce)

    // a batch that passes the gas estimate but whose second call fails once mined: nothing of it stays
    const flaky: Address = '0x00000000000000000000000000000000000f1a4e'
    await test.setCode({ address: flaky, bytecode: '0x00' }) // STOP: succeeds
    await test.setAutomine(false)
    let id: string
    try {
      ;({ id } = (await provider.request(
        sendCalls(address, [transfer(recipients[1] as Address, 5n), { to: flaky, data: '0x12345678' }]),
      )) as { id: string })
      expect(await provider.request({ method: 'wallet_getCallsStatus', params: [id] })).toMatchObject({ status: 100 })
      await test.setCode({ address: flaky, bytecode: '0x60006000fd' }) // PUSH1 0 PUSH1 0 REVERT
      await test.mine({ blocks: 1 })
    } finally {
      await test.setAutomine(true)
    }
    const status = await settled(provider, id)
    expect(status).toMatchObject({ status: 500, atomic: true, receipts: [{ status: '0x0' }] })
    expect(await test.getBalance({ address: recipients[1] as Address })).toBe(before)
    // the authorization still took effect (EIP-7702 applies it before running the transaction)
    expect((await test.getCode({ address }))?.toLowerCase()).toBe(delegationDesignator(SIMPLE_7702_ACCOUNT_ADDRESS))
  })

  it('keeps an id the app chose, refuses it twice (5720) and answers 5730 for an unknown id', async () => {
    const { provider, address } = await wallet()
    const call = [transfer(recipients[0] as Address, 1n)]
    expect(await provider.request(sendCalls(address, call, { id: 'app-batch-1' }))).toEqual({ id: 'app-batch-1' })
    expect(await settled(provider, 'app-batch-1')).toMatchObject({ id: 'app-batch-1', status: 200 })
    await expect(provider.request(sendCalls(address, call, { id: 'app-batch-1' }))).rejects.toMatchObject({
      code: ProviderErrorCode.duplicateId,
    })
    await expect(provider.request({ method: 'wallet_getCallsStatus', params: ['nope'] })).rejects.toMatchObject({
      code: ProviderErrorCode.unknownBundleId,
    })
    // a well-formed id naming a transaction that is not this wallet's
    const other = `0x${'ab'.repeat(32)}${numberToHex(a.id, { size: 32 }).slice(2)}`
    await expect(provider.request({ method: 'wallet_getCallsStatus', params: [other] })).rejects.toMatchObject({
      code: ProviderErrorCode.unknownBundleId,
    })
  })

  it('refuses what it cannot honour with the EIP-5792 codes, and a rejected prompt sends nothing', async () => {
    const { provider, address } = await wallet((r) => r.kind !== 'sendCalls')
    const call = [transfer(recipients[0] as Address, 1n)]
    const nonce = await test.getTransactionCount({ address })
    await expect(provider.request(sendCalls(address, call))).rejects.toMatchObject({ code: 4001 })
    expect(await test.getTransactionCount({ address })).toBe(nonce)
    await expect(
      provider.request(sendCalls(address, call, { capabilities: { paymasterService: { url: 'http://x' } } })),
    ).rejects.toMatchObject({
      code: ProviderErrorCode.unsupportedCapability,
      message: expect.stringContaining('paymasterService'),
    })
    await expect(
      provider.request(sendCalls(address, [{ ...call[0], capabilities: { auxiliaryFunds: {} } }])),
    ).rejects.toMatchObject({ code: ProviderErrorCode.unsupportedCapability })
    const onB = { chainId: numberToHex(b.id) }
    await expect(provider.request(sendCalls(address, call, onB))).rejects.toMatchObject({
      code: ProviderErrorCode.atomicityNotSupported,
      message: expect.stringContaining('no code on chain 31338'),
    })
    await expect(provider.request(sendCalls(address, call, { ...onB, atomicRequired: false }))).rejects.toMatchObject({
      code: ProviderErrorCode.unsupportedChainId,
    })
    await expect(provider.request(sendCalls(address, call, { chainId: '0x1' }))).rejects.toMatchObject({
      code: ProviderErrorCode.unsupportedChainId,
    })
    await expect(provider.request(sendCalls(address, Array(65).fill(call[0])))).rejects.toMatchObject({
      code: ProviderErrorCode.bundleTooLarge,
    })
    await expect(provider.request(sendCalls(address, call, { version: '1.0' }))).rejects.toMatchObject({
      code: ProviderErrorCode.invalidParams,
    })
    await expect(provider.request(sendCalls('0x70997970C51812dc3A010C7d01b50e0d17dc79C8', call))).rejects.toMatchObject(
      { code: ProviderErrorCode.unauthorized },
    )
    // chain B (no Simple7702Account) is not listed
    expect(
      await provider.request({ method: 'wallet_getCapabilities', params: [address, [numberToHex(b.id)]] }),
    ).toEqual({})
  })
})

describe('wallet_getAssets (EIP-7811)', () => {
  it('lists the native balance and the ERC-20s held, per chain', async () => {
    const { provider, address } = await wallet()
    const gusd = deployments.tokens.usd
    const seeded = await test.readContract({
      address: gusd.address as Address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [deployments.accounts[0] as Address],
    })
    expect(seeded).toBeGreaterThan(0n)
    // give the fresh account some gUSD from a seeded account
    await test.impersonateAccount({ address: deployments.accounts[0] as Address })
    await test.writeContract({
      account: deployments.accounts[0] as Address,
      address: gusd.address as Address,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [address, 1_000_000n],
      chain: a,
    } as never)
    const assets = (await provider.request({ method: 'wallet_getAssets', params: [{ account: address }] })) as Record<
      Hex,
      unknown[]
    >
    const native = await test.getBalance({ address })
    expect(assets[numberToHex(a.id)]).toEqual([
      {
        address: 'native',
        balance: numberToHex(native),
        type: 'native',
        metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      },
      {
        address: gusd.address,
        balance: numberToHex(1_000_000n),
        type: 'erc20',
        metadata: { name: gusd.name, symbol: gusd.symbol, decimals: 6 },
      },
    ])
    expect(assets[numberToHex(b.id)]).toEqual([
      expect.objectContaining({ address: 'native', balance: numberToHex(parseEther('10000')) }),
    ])
    const erc20Only = (await provider.request({
      method: 'wallet_getAssets',
      params: [{ account: address, chainFilter: [numberToHex(a.id)], assetTypeFilter: ['erc20'] }],
    })) as Record<Hex, unknown[]>
    expect(erc20Only).toEqual({ [numberToHex(a.id)]: [expect.objectContaining({ address: gusd.address })] })
  })
})

import { type Address, type Chain, encodeFunctionData, parseEther, toFunctionSelector } from 'viem'
import { entryPoint07Abi, type SmartAccount } from 'viem/account-abstraction'
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sharedTestSmartChains } from './sharedTestSmartChains.ts'
import type { TestSmartChains } from './startTestSmartChains.ts'
import {
  clientsFor,
  fundedKey,
  gangwayAccountAbi,
  handleOpsDirectly,
  ScopeKind,
  smartAccounts,
  toGangwayTestAccount,
} from './test/gangwayTestAccount.ts'

let smart: TestSmartChains
let chain: Chain
let clients: ReturnType<typeof clientsFor>
let owner: PrivateKeyAccount
let account: SmartAccount
let relayer: PrivateKeyAccount
const recipient = privateKeyToAccount(generatePrivateKey()).address
const depositTo = toFunctionSelector('function depositTo(address)')
/** Room for the values below plus the gas of the operations the key's account pays for (counted since v2). */
const SPEND_LIMIT = parseEther('0.5')

const newAddress = () => privateKeyToAccount(generatePrivateKey()).address

/** An owner-signed user operation through the bundler; resolves once mined (and successful). */
async function ownerOp(calls: { to: Address; value?: bigint; data?: `0x${string}` }[]) {
  const hash = await clients.bundlerClient.sendUserOperation({ account, calls })
  const receipt = await clients.bundlerClient.waitForUserOperationReceipt({ hash, timeout: 30_000 })
  expect(receipt.success).toBe(true)
}

type Scope = { target: Address; kind: number; selector: `0x${string}` }
const fn = (target: Address, selector: `0x${string}`): Scope => ({ target, kind: ScopeKind.Function, selector })
const transfers = (target: Address): Scope => ({ target, kind: ScopeKind.Transfer, selector: '0x00000000' })
const anyCall = (target: Address): Scope => ({ target, kind: ScopeKind.AnyCall, selector: '0x00000000' })

const grant = (key: Address, validUntil: number, scopes: Scope[], spendLimit = SPEND_LIMIT) =>
  ownerOp([
    {
      to: account.address,
      data: encodeFunctionData({
        abi: gangwayAccountAbi,
        functionName: 'grantSession',
        args: [key, validUntil, spendLimit, scopes],
      }),
    },
  ])

const sessionOf = async (key: Address) => {
  const [validUntil, epoch, spendLimit, spent] = await clients.publicClient.readContract({
    address: account.address,
    abi: gangwayAccountAbi,
    functionName: 'sessions',
    args: [key],
  })
  return { validUntil, epoch, spendLimit, spent }
}

const now = async () => Number((await clients.publicClient.getBlock()).timestamp)

/** The session key's account view: the same address, user operations signed by `key`. */
const asSession = (key: PrivateKeyAccount) => toGangwayTestAccount({ client: clients.publicClient, owner, signer: key })

/** Sends a session-signed op straight to handleOps (no bundler), so the chain's own verdict is seen. */
const onChain = async (key: PrivateKeyAccount, calls: { to: Address; value?: bigint; data?: `0x${string}` }[]) =>
  handleOpsDirectly({ account: await asSession(key), calls, from: relayer, chain })

beforeAll(async () => {
  smart = await sharedTestSmartChains()
  chain = smart.chains[1] as Chain // the other chain than gangwayAccount.test.ts: less contention
  clients = clientsFor(chain, smart.bundlerUrls[chain.id] as string)
  owner = privateKeyToAccount(generatePrivateKey())
  account = await toGangwayTestAccount({ client: clients.publicClient, owner })
  relayer = await fundedKey(chain)
  await clients.testClient.setBalance({ address: account.address, value: parseEther('1') })
  await ownerOp([{ to: recipient, value: 1n }]) // deploys the account
}, 180_000)
afterAll(() => smart?.stop())

/** What the account counts for an operation it pays the gas of: every gas limit × maxFeePerGas (FIXED_GAS). */
const FIXED_GAS_COST = (600_000n + 300_000n + 100_000n) * 10_000_000_000n

describe('GangwayAccountV2 session keys (scope and spending enforced on-chain)', () => {
  const key = privateKeyToAccount(generatePrivateKey())

  it('a granted key calls its scopes through the bundler; values and the maximum gas cost count against its limit', async () => {
    const validUntil = (await now()) + 3600
    await grant(key.address, validUntil, [transfers(recipient), fn(smartAccounts.entryPoint07, depositTo)])
    expect(await sessionOf(key.address)).toEqual({ validUntil, epoch: 1, spendLimit: SPEND_LIMIT, spent: 0n })

    const session = await asSession(key)
    expect(session.address).toBe(account.address)
    const before = await clients.publicClient.getBalance({ address: recipient })
    const hash = await clients.bundlerClient.sendUserOperation({
      account: session,
      calls: [
        { to: recipient, value: 300n },
        {
          to: smartAccounts.entryPoint07,
          value: 200n,
          data: encodeFunctionData({ abi: entryPoint07Abi, functionName: 'depositTo', args: [account.address] }),
        },
      ],
      // estimation signs with a stub (the cheap "unknown signer" path); the session path costs more
      verificationGasLimit: 400_000n,
    })
    const receipt = await clients.bundlerClient.waitForUserOperationReceipt({ hash, timeout: 30_000 })
    expect(receipt.success).toBe(true)
    expect(await clients.publicClient.getBalance({ address: recipient })).toBe(before + 300n)
    const op = await clients.bundlerClient.getUserOperation({ hash })
    const { callGasLimit, verificationGasLimit, preVerificationGas, maxFeePerGas } = op.userOperation
    const maxGas = (callGasLimit + verificationGasLimit + preVerificationGas) * maxFeePerGas
    expect((await sessionOf(key.address)).spent).toBe(500n + maxGas)
    expect(receipt.actualGasCost).toBeLessThanOrEqual(maxGas)
  })

  it('refuses on-chain (AA24) a selector, a target or the account itself outside the scope, and a stranger', async () => {
    // the same transfer the scope allows goes through straight to handleOps too
    const ok = await onChain(key, [{ to: recipient, value: 1n }])
    expect(ok.status).toBe('success')
    const incrementNonce = encodeFunctionData({ abi: entryPoint07Abi, functionName: 'incrementNonce', args: [1n] })
    await expect(onChain(key, [{ to: smartAccounts.entryPoint07, data: incrementNonce }])).rejects.toThrow(
      /AA24 signature error/,
    )
    await expect(onChain(key, [{ to: newAddress(), value: 1n }])).rejects.toThrow(/AA24 signature error/)
    // a Transfer scope is no function scope: data to the recipient is refused
    await expect(onChain(key, [{ to: recipient, data: '0x12345678' }])).rejects.toThrow(/AA24 signature error/)
    // one bad call in a batch refuses the batch
    await expect(
      onChain(key, [
        { to: recipient, value: 1n },
        { to: newAddress(), value: 1n },
      ]),
    ).rejects.toThrow(/AA24 signature error/)
    // a session key cannot widen its own scope (no call to the account itself)
    const selfGrant = encodeFunctionData({
      abi: gangwayAccountAbi,
      functionName: 'grantSession',
      args: [key.address, 2 ** 40, 10n ** 30n, [anyCall(newAddress())]],
    })
    await expect(onChain(key, [{ to: account.address, data: selfGrant }])).rejects.toThrow(/AA24 signature error/)
    await expect(onChain(privateKeyToAccount(generatePrivateKey()), [{ to: recipient, value: 1n }])).rejects.toThrow(
      /AA24 signature error/,
    )
  })

  it('refuses over-spending on-chain, the gas the account would pay included', async () => {
    const { spent } = await sessionOf(key.address)
    const left = SPEND_LIMIT - spent - FIXED_GAS_COST // what the calls may still carry in one operation
    await expect(onChain(key, [{ to: recipient, value: left + 1n }])).rejects.toThrow(/AA24 signature error/)
    // split across a batch: the sum counts
    await expect(
      onChain(key, [
        { to: recipient, value: left },
        { to: recipient, value: 1n },
      ]),
    ).rejects.toThrow(/AA24 signature error/)
    expect((await onChain(key, [{ to: recipient, value: left }])).status).toBe('success')
    expect((await sessionOf(key.address)).spent).toBe(SPEND_LIMIT)
    // nothing left: not even a call without value, whose gas the account would pay
    await expect(onChain(key, [{ to: recipient }])).rejects.toThrow(/AA24 signature error/)
  })

  it('refuses a revoked key; re-granting starts a new epoch without the old scopes', async () => {
    const other = privateKeyToAccount(generatePrivateKey())
    await grant(other.address, (await now()) + 3600, [transfers(recipient), anyCall(smartAccounts.entryPoint07)])
    expect((await onChain(other, [{ to: recipient, value: 1n }])).status).toBe('success')
    await ownerOp([
      {
        to: account.address,
        data: encodeFunctionData({ abi: gangwayAccountAbi, functionName: 'revokeSession', args: [other.address] }),
      },
    ])
    expect((await sessionOf(other.address)).validUntil).toBe(0)
    await expect(onChain(other, [{ to: recipient, value: 1n }])).rejects.toThrow(/AA24 signature error/)

    await grant(other.address, (await now()) + 3600, [transfers(recipient)])
    expect(await sessionOf(other.address)).toMatchObject({ epoch: 2, spent: 0n })
    expect((await onChain(other, [{ to: recipient, value: 1n }])).status).toBe('success')
    const deposit = encodeFunctionData({ abi: entryPoint07Abi, functionName: 'depositTo', args: [account.address] })
    await expect(onChain(other, [{ to: smartAccounts.entryPoint07, data: deposit }])).rejects.toThrow(
      /AA24 signature error/,
    )
  })

  it('refuses an expired key (the EntryPoint checks validUntil: AA22)', async () => {
    const expired = privateKeyToAccount(generatePrivateKey())
    await grant(expired.address, (await now()) - 1, [transfers(recipient)])
    await expect(onChain(expired, [{ to: recipient, value: 1n }])).rejects.toThrow(/AA22 expired or not due/)
  })

  it('only the account itself grants and revokes; a scope on the account or a wildcard with a selector is refused', async () => {
    await expect(
      clients.publicClient.simulateContract({
        account: relayer,
        address: account.address,
        abi: gangwayAccountAbi,
        functionName: 'revokeSession',
        args: [key.address],
      }),
    ).rejects.toThrow(/OnlySelf|reverted/)
    for (const scope of [
      anyCall(account.address),
      { ...transfers(recipient), selector: '0xffffffff' as const },
      { ...anyCall(recipient), selector: '0x12345678' as const },
    ]) {
      await expect(
        clients.publicClient.simulateContract({
          account: account.address,
          address: account.address,
          abi: gangwayAccountAbi,
          functionName: 'grantSession',
          args: [newAddress(), 2 ** 40, 0n, [scope]],
        }),
      ).rejects.toThrow(/BadSession/)
    }
  })
})

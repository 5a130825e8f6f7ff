import { type Chain, encodeFunctionData, parseEther, parseEventLogs, zeroAddress } from 'viem'
import { entryPoint07Abi } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sharedTestSmartChains } from './sharedTestSmartChains.ts'
import type { TestSmartChains } from './startTestSmartChains.ts'
import {
  clientsFor,
  fundedKey,
  gangwayAccountAbi,
  gangwayAccountFactoryAbi,
  gangwayPaymasterAbi,
  handleOpsDirectly,
  smartAccounts,
  toGangwayTestAccount,
  verifyingPaymaster,
} from './test/gangwayTestAccount.ts'

let smart: TestSmartChains
let chain: Chain
beforeAll(async () => {
  smart = await sharedTestSmartChains()
  chain = smart.chains[0] as Chain
}, 180_000)
afterAll(() => smart?.stop())

const setup = async () => {
  const clients = clientsFor(chain, smart.bundlerUrls[chain.id] as string)
  const owner = privateKeyToAccount(generatePrivateKey())
  const account = await toGangwayTestAccount({ client: clients.publicClient, owner })
  return { ...clients, owner, account }
}

describe('GangwayAccount through the bundler (EntryPoint v0.7, alto)', () => {
  it('the factory predicts the address; the first user operation deploys the account', async () => {
    const { publicClient, testClient, bundlerClient, owner, account } = await setup()
    expect(
      await publicClient.readContract({
        address: smartAccounts.gangwayAccountFactory,
        abi: gangwayAccountFactoryAbi,
        functionName: 'getAddress',
        args: [owner.address, 0n],
      }),
    ).toBe(account.address)
    expect(await publicClient.getCode({ address: account.address })).toBeUndefined()
    await testClient.setBalance({ address: account.address, value: parseEther('1') })
    const to = privateKeyToAccount(generatePrivateKey()).address
    const hash = await bundlerClient.sendUserOperation({ account, calls: [{ to, value: 1000n }] })
    const receipt = await bundlerClient.waitForUserOperationReceipt({ hash, timeout: 30_000 })
    expect(receipt.success).toBe(true)
    expect(await publicClient.getCode({ address: account.address })).toMatch(/^0x.+/)
    expect(await publicClient.getBalance({ address: to })).toBe(1000n)
    const [deployed] = parseEventLogs({
      abi: entryPoint07Abi,
      eventName: 'AccountDeployed',
      logs: receipt.receipt.logs,
    })
    expect(deployed?.args).toMatchObject({ sender: account.address, factory: smartAccounts.gangwayAccountFactory })
    expect(
      await publicClient.readContract({ address: account.address, abi: gangwayAccountAbi, functionName: 'owner' }),
    ).toBe(owner.address)
  })

  it('runs a batch of two calls in one user operation, atomically', async () => {
    const { publicClient, testClient, bundlerClient, account } = await setup()
    await testClient.setBalance({ address: account.address, value: parseEther('1') })
    const [a, b] = [generatePrivateKey(), generatePrivateKey()].map((k) => privateKeyToAccount(k).address) as [
      `0x${string}`,
      `0x${string}`,
    ]
    const hash = await bundlerClient.sendUserOperation({
      account,
      calls: [
        { to: a, value: 1n },
        { to: b, value: 2n },
      ],
    })
    const receipt = await bundlerClient.waitForUserOperationReceipt({ hash, timeout: 30_000 })
    expect(receipt.success).toBe(true)
    const events = parseEventLogs({ abi: entryPoint07Abi, eventName: 'UserOperationEvent', logs: receipt.receipt.logs })
    expect(events.map((e) => e.args.userOpHash)).toEqual([hash])
    expect([await publicClient.getBalance({ address: a }), await publicClient.getBalance({ address: b })]).toEqual([
      1n,
      2n,
    ])

    // a failing second call reverts the first one too: sent straight to handleOps (the bundler would refuse
    // an op whose execution reverts in its simulation), it lands marked failed and changes nothing
    const c = privateKeyToAccount(generatePrivateKey()).address
    const failing = await handleOpsDirectly({
      account,
      chain,
      from: await fundedKey(chain),
      calls: [
        { to: c, value: 5n },
        // EntryPoint's depositTo with more ETH than the account has
        {
          to: smartAccounts.entryPoint07,
          value: parseEther('100'),
          data: encodeFunctionData({ abi: entryPoint07Abi, functionName: 'depositTo', args: [c] }),
        },
      ],
    })
    const [event] = parseEventLogs({ abi: entryPoint07Abi, eventName: 'UserOperationEvent', logs: failing.logs })
    expect(event?.args.success).toBe(false)
    expect(await publicClient.getBalance({ address: c })).toBe(0n)
  })

  it('signs ERC-1271 (deployed) and ERC-6492 (counterfactual) signatures that viem verifies', async () => {
    const { publicClient, testClient, bundlerClient, owner, account } = await setup()
    const message = 'Sign in to Gangway'
    // not deployed yet: viem's SmartAccount wraps it in ERC-6492 with the factory call
    const counterfactual = await account.signMessage({ message })
    expect(counterfactual.endsWith('6492649264926492649264926492649264926492649264926492649264926492')).toBe(true)
    expect(await publicClient.verifyMessage({ address: account.address, message, signature: counterfactual })).toBe(
      true,
    )
    expect(
      await publicClient.verifyMessage({ address: account.address, message: 'other', signature: counterfactual }),
    ).toBe(false)

    await testClient.setBalance({ address: account.address, value: parseEther('1') })
    const hash = await bundlerClient.sendUserOperation({ account, calls: [{ to: zeroAddress, value: 0n }] })
    await bundlerClient.waitForUserOperationReceipt({ hash, timeout: 30_000 })
    const deployed = await account.signMessage({ message })
    expect(deployed).toHaveLength(132)
    expect(await publicClient.verifyMessage({ address: account.address, message, signature: deployed })).toBe(true)
    // the owner's plain personal_sign is not the account's signature (replay-safe hash)
    const plain = await owner.signMessage({ message })
    expect(await publicClient.verifyMessage({ address: account.address, message, signature: plain })).toBe(false)
    // another key's signature of the right hash is refused
    const stranger = await toGangwayTestAccount({
      client: publicClient,
      owner: privateKeyToAccount(generatePrivateKey()),
    })
    const forged = await stranger.signMessage({ message })
    expect(await publicClient.verifyMessage({ address: account.address, message, signature: forged })).toBe(false)
  })

  it('a paymaster-sponsored operation leaves the account ETH unchanged; a bad paymaster signature is refused', async () => {
    const { publicClient, testClient, bundlerClient, account } = await setup()
    await testClient.setBalance({ address: account.address, value: parseEther('0.5') })
    const paymaster = verifyingPaymaster(publicClient)
    expect(
      await publicClient.readContract({
        address: smartAccounts.gangwayPaymaster,
        abi: gangwayPaymasterAbi,
        functionName: 'verifyingSigner',
      }),
    ).toBe(smartAccounts.paymasterSigner)
    const depositBefore = await publicClient.readContract({
      address: smartAccounts.gangwayPaymaster,
      abi: gangwayPaymasterAbi,
      functionName: 'getDeposit',
    })
    const to = privateKeyToAccount(generatePrivateKey()).address
    const hash = await bundlerClient.sendUserOperation({ account, calls: [{ to, data: '0x1234' }], paymaster })
    const receipt = await bundlerClient.waitForUserOperationReceipt({ hash, timeout: 30_000 })
    expect(receipt.success).toBe(true)
    expect(receipt.paymaster).toBe(smartAccounts.gangwayPaymaster)
    // the first op also deployed the account: all of its gas came from the paymaster's deposit
    expect(await publicClient.getBalance({ address: account.address })).toBe(parseEther('0.5'))
    const depositAfter = await publicClient.readContract({
      address: smartAccounts.gangwayPaymaster,
      abi: gangwayPaymasterAbi,
      functionName: 'getDeposit',
    })
    expect(depositBefore - depositAfter).toBe(receipt.actualGasCost)

    const wrongSigner = verifyingPaymaster(publicClient, generatePrivateKey())
    await expect(
      bundlerClient.sendUserOperation({ account, calls: [{ to, value: 1n }], paymaster: wrongSigner }),
    ).rejects.toThrow(/AA34|signature/i)
  })

  it('only the EntryPoint or the account itself may execute', async () => {
    const { publicClient, bundlerClient, testClient, account } = await setup()
    await testClient.setBalance({ address: account.address, value: parseEther('1') })
    const hash = await bundlerClient.sendUserOperation({ account, calls: [{ to: zeroAddress }] })
    await bundlerClient.waitForUserOperationReceipt({ hash, timeout: 30_000 })
    const eoa = await fundedKey(chain)
    await expect(
      publicClient.simulateContract({
        account: eoa,
        address: account.address,
        abi: gangwayAccountAbi,
        functionName: 'execute',
        args: [eoa.address, 1n, '0x'],
      }),
    ).rejects.toThrow(/OnlyEntryPointOrSelf|reverted/)
  })
})

import { type Chain, concat, createWalletClient, http, parseAbi, parseEther } from 'viem'
import { entryPoint08Address, toSimple7702SmartAccount } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sharedTestSmartChains } from './sharedTestSmartChains.ts'
import type { TestSmartChains } from './startTestSmartChains.ts'
import { clientsFor, fundedKey, smartAccounts } from './test/gangwayTestAccount.ts'

const simple7702Abi = parseAbi([
  'struct Call { address target; uint256 value; bytes data; }',
  'function executeBatch(Call[] calls)',
  'function entryPoint() view returns (address)',
])

let smart: TestSmartChains
let chain: Chain
beforeAll(async () => {
  smart = await sharedTestSmartChains()
  chain = smart.chains[0] as Chain
}, 180_000)
afterAll(() => smart?.stop())

describe('Simple7702Account v0.8 (EIP-7702)', () => {
  it('an EOA delegates with signAuthorization (type-4 transaction) and runs executeBatch on itself', async () => {
    const { publicClient, bundlerClient } = clientsFor(chain, smart.bundlerUrls[chain.id] as string)
    const eoa = await fundedKey(chain)
    const wallet = createWalletClient({ account: eoa, chain, transport: http(), pollingInterval: 50 })
    const [a, b] = [
      privateKeyToAccount(generatePrivateKey()).address,
      privateKeyToAccount(generatePrivateKey()).address,
    ]

    const authorization = await wallet.signAuthorization({
      contractAddress: smartAccounts.simple7702Account08,
      executor: 'self',
    })
    const hash = await wallet.writeContract({
      address: eoa.address,
      abi: simple7702Abi,
      functionName: 'executeBatch',
      args: [
        [
          { target: a, value: 1n, data: '0x' },
          { target: b, value: 2n, data: '0x' },
        ],
      ],
      authorizationList: [authorization],
    })
    const receipt = await publicClient.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.type).toBe('eip7702')
    expect(await publicClient.getCode({ address: eoa.address })).toBe(
      concat(['0xef0100', smartAccounts.simple7702Account08]).toLowerCase(),
    )
    expect([await publicClient.getBalance({ address: a }), await publicClient.getBalance({ address: b })]).toEqual([
      1n,
      2n,
    ])
    expect(
      await publicClient.readContract({ address: eoa.address, abi: simple7702Abi, functionName: 'entryPoint' }),
    ).toBe(entryPoint08Address)

    // the delegated EOA is also an ERC-4337 account on EntryPoint v0.8: a batch through the bundler
    const account = await toSimple7702SmartAccount({ client: publicClient, owner: eoa })
    expect(account.address).toBe(eoa.address)
    const opHash = await bundlerClient.sendUserOperation({
      account,
      calls: [
        { to: a, value: 10n },
        { to: b, value: 20n },
      ],
    })
    const opReceipt = await bundlerClient.waitForUserOperationReceipt({ hash: opHash, timeout: 30_000 })
    expect(opReceipt.success).toBe(true)
    expect(opReceipt.entryPoint.toLowerCase()).toBe(entryPoint08Address.toLowerCase())
    expect([await publicClient.getBalance({ address: a }), await publicClient.getBalance({ address: b })]).toEqual([
      11n,
      22n,
    ])
    expect(await publicClient.getBalance({ address: eoa.address })).toBeLessThan(parseEther('10'))
  })
})

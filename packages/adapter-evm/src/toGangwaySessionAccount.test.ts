import deployments from '@gangway/devnet/deployments.json' with { type: 'json' }
import { sharedTestSmartChains } from '@gangway/devnet/sharedSmartChains'
import { GangwayScopeKind, gangwayAccountAbi, toGangwaySmartAccount } from '@gangway/protocol/smart-account'
import {
  type Address,
  createPublicClient,
  createTestClient,
  encodeFunctionData,
  http,
  parseEther,
  toFunctionSelector,
  toHex,
} from 'viem'
import { createBundlerClient, entryPoint07Abi } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { toGangwaySessionAccount } from './toGangwaySessionAccount.ts'

/**
 * The helper on a real anvil chain with the smart-account contracts and a real alto bundler: the owner grants
 * a session key (its own user operation calling `grantSession`, as the server does for an embedded wallet),
 * then the session key's account sends through viem's bundler client — what a site does with the helper.
 */
const { entryPoint07: entryPoint, gangwayAccountFactory: factory } = deployments.smartAccounts as {
  entryPoint07: Address
  gangwayAccountFactory: Address
}
const LIMIT = parseEther('0.01')
let fixture: Awaited<ReturnType<typeof sharedTestSmartChains>>
beforeAll(async () => {
  fixture = await sharedTestSmartChains()
}, 120_000)
afterAll(async () => {
  await fixture?.stop()
})

describe('toGangwaySessionAccount', () => {
  it('a granted session key sends a user operation through the bundler; an ungranted call is refused', async () => {
    const chain = fixture.chains.find((c) => c.id === 31337) ?? fixture.chains[0]
    if (!chain) throw new Error('no chain')
    const transport = http(chain.rpcUrls.default.http[0])
    const client = createPublicClient({ chain, transport, pollingInterval: 50 })
    const bundlerTransport = http(fixture.bundlerUrls[chain.id])
    const owner = privateKeyToAccount(generatePrivateKey())
    const ownerAccount = await toGangwaySmartAccount({
      client,
      entryPoint,
      factory,
      owner: owner.address,
      signer: owner,
    })
    const address = await ownerAccount.getAddress()
    await createTestClient({ mode: 'anvil', chain, transport }).setBalance({ address, value: parseEther('1') })

    // the owner grants: EntryPoint.depositTo (payable), an hour, 0.01 ETH in all — the deposits' values and the
    // maximum gas cost of each operation the account pays for
    const sessionKey = privateKeyToAccount(generatePrivateKey())
    const ownerBundler = createBundlerClient({
      account: ownerAccount,
      client,
      transport: bundlerTransport,
      pollingInterval: 50,
    })
    const grant = await ownerBundler.sendUserOperation({
      calls: [
        {
          to: address,
          data: encodeFunctionData({
            abi: gangwayAccountAbi,
            functionName: 'grantSession',
            args: [
              sessionKey.address,
              Math.floor(Date.now() / 1000) + 3600,
              LIMIT,
              [
                {
                  target: entryPoint,
                  kind: GangwayScopeKind.Function,
                  selector: toFunctionSelector('depositTo(address)'),
                },
              ],
            ],
          }),
        },
      ],
    })
    expect((await ownerBundler.waitForUserOperationReceipt({ hash: grant })).success).toBe(true)

    const account = await toGangwaySessionAccount({
      client,
      permissions: { address, chainId: toHex(chain.id) },
      sessionKey,
      entryPoint,
    })
    expect(account.address).toBe(address)
    const bundler = createBundlerClient({ account, client, transport: bundlerTransport, pollingInterval: 50 })
    const beneficiary = privateKeyToAccount(generatePrivateKey()).address
    const deposit = (value: bigint) => ({
      to: entryPoint,
      value,
      data: encodeFunctionData({ abi: entryPoint07Abi, functionName: 'depositTo', args: [beneficiary] }),
    })
    const sent = await bundler.sendUserOperation({ calls: [deposit(400n)] })
    expect((await bundler.waitForUserOperationReceipt({ hash: sent })).success).toBe(true)
    expect(
      await client.readContract({
        address: entryPoint,
        abi: entryPoint07Abi,
        functionName: 'balanceOf',
        args: [beneficiary],
      }),
    ).toBe(400n)

    const [, , , spent] = await client.readContract({
      address,
      abi: gangwayAccountAbi,
      functionName: 'sessions',
      args: [sessionKey.address],
    })
    expect(spent).toBeGreaterThan(400n) // the gas the account paid counts too
    // past the limit, and a function not granted: the account's validation fails (AA24)
    await expect(bundler.sendUserOperation({ calls: [deposit(LIMIT - spent)] })).rejects.toThrow(/AA24|signature/i)
    await expect(
      bundler.sendUserOperation({
        calls: [
          { to: entryPoint, data: encodeFunctionData({ abi: entryPoint07Abi, functionName: 'addStake', args: [1] }) },
        ],
      }),
    ).rejects.toThrow(/AA24|signature/i)
    // no ERC-1271 signatures from a session key
    await expect(account.signMessage({ message: 'hi' })).rejects.toThrow(/user operations only/)
  }, 120_000)

  it('refuses a client on another chain than the grant’s', async () => {
    const chain = fixture.chains[0]
    if (!chain) throw new Error('no chain')
    const client = createPublicClient({ chain, transport: http(chain.rpcUrls.default.http[0]) })
    const sessionKey = privateKeyToAccount(generatePrivateKey())
    await expect(
      toGangwaySessionAccount({ client, permissions: { address: sessionKey.address, chainId: '0x1' }, sessionKey }),
    ).rejects.toThrow(/granted on chain 1/)
  })
})

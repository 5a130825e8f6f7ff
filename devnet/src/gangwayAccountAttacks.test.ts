import { type Address, type Chain, encodeFunctionData, type Hex, parseEther, parseGwei, toFunctionSelector } from 'viem'
import { entryPoint07Abi } from 'viem/account-abstraction'
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sharedTestSmartChains } from './sharedTestSmartChains.ts'
import type { TestSmartChains } from './startTestSmartChains.ts'
import {
  clientsFor,
  FIXED_GAS,
  fundedKey,
  gangwayAccountAbi,
  gangwayAccountV1Abi,
  handleOpsDirectly,
  ScopeKind,
  smartAccounts,
  toGangwayTestAccount,
  userOpDigest,
  verifyingPaymaster,
} from './test/gangwayTestAccount.ts'

/**
 * Issue 33 items 1–3: the steal attempts against the account contract, each sent straight to EntryPoint v0.7's
 * `handleOps` by the attacker's own EOA (no bundler, no Gangway code in between), on a version-1 account —
 * where they move the funds, which is why v1 is legacy (and the server guards its owners, see the server's
 * README) — and on GangwayAccountV2, where the chain refuses them (AA24).
 */
let smart: TestSmartChains
let chain: Chain
let clients: ReturnType<typeof clientsFor>
beforeAll(async () => {
  smart = await sharedTestSmartChains()
  chain = smart.chains[0] as Chain
  clients = clientsFor(chain, smart.bundlerUrls[chain.id] as string)
}, 180_000)
afterAll(() => smart?.stop())

const balance = (address: Address) => clients.publicClient.getBalance({ address })
const newAddress = () => privateKeyToAccount(generatePrivateKey()).address
const now = async () => Number((await clients.publicClient.getBlock()).timestamp)

/** A fresh account of `version` holding 1 ETH, deployed by one owner-signed operation through the bundler. */
async function fundedAccount(version: 1 | 2) {
  const owner = privateKeyToAccount(generatePrivateKey())
  const account = await toGangwayTestAccount({ client: clients.publicClient, owner, version })
  await clients.testClient.setBalance({ address: account.address, value: parseEther('1') })
  const ownerOp = async (calls: { to: Address; value?: bigint; data?: Hex }[]) => {
    const hash = await clients.bundlerClient.sendUserOperation({ account, calls })
    const receipt = await clients.bundlerClient.waitForUserOperationReceipt({ hash, timeout: 30_000 })
    expect(receipt.success).toBe(true)
  }
  await ownerOp([{ to: newAddress(), value: 1n }]) // deploys it: an account "deployed before" keeps working
  expect(await clients.publicClient.getCode({ address: account.address })).toMatch(/^0x.+/)
  return { owner, account, ownerOp }
}

/** The owner grants `key` a session: v1's parallel lists, v2's explicit scopes. */
async function grantSession(
  version: 1 | 2,
  acc: Awaited<ReturnType<typeof fundedAccount>>,
  key: Address,
  spendLimit: bigint,
  scope: { target: Address; selector: Hex } | { target: Address; transfer: true },
) {
  const validUntil = (await now()) + 3600
  const data =
    version === 1
      ? encodeFunctionData({
          abi: gangwayAccountV1Abi,
          functionName: 'grantSession',
          args: [key, validUntil, spendLimit, [scope.target], ['selector' in scope ? scope.selector : '0x00000000']],
        })
      : encodeFunctionData({
          abi: gangwayAccountAbi,
          functionName: 'grantSession',
          args: [
            key,
            validUntil,
            spendLimit,
            [
              'selector' in scope
                ? { target: scope.target, kind: ScopeKind.Function, selector: scope.selector }
                : { target: scope.target, kind: ScopeKind.Transfer, selector: '0x00000000' },
            ],
          ],
        })
  await acc.ownerOp([{ to: acc.account.address, data }])
}

const asSession = (owner: PrivateKeyAccount, key: PrivateKeyAccount, version: 1 | 2) =>
  toGangwayTestAccount({ client: clients.publicClient, owner, signer: key, version })

describe('issue 33 item 1: a personal_sign is no user-operation signature', () => {
  // what a site gets by asking the embedded wallet's key to personal_sign a 32-byte hex "message"
  const personalSignOf = (owner: PrivateKeyAccount) => (hash: Hex) => owner.signMessage({ message: { raw: hash } })

  it('v1: the owner’s personal_sign of the operation’s hash moves the account’s ETH to the attacker', async () => {
    const { owner, account } = await fundedAccount(1)
    const attacker = await fundedKey(chain, '1')
    const before = await balance(attacker.address)
    const receipt = await handleOpsDirectly({
      account,
      chain,
      from: attacker,
      calls: [{ to: attacker.address, value: parseEther('0.9') }],
      signature: personalSignOf(owner),
    })
    expect(receipt.status).toBe('success')
    expect(await balance(attacker.address)).toBeGreaterThan(before + parseEther('0.89'))
  })

  it('v2: the same signature is refused on-chain (AA24); the account signs EIP-191 v0x00 digests only', async () => {
    const { owner, account } = await fundedAccount(2)
    const attacker = await fundedKey(chain, '1')
    const before = await balance(account.address)
    await expect(
      handleOpsDirectly({
        account,
        chain,
        from: attacker,
        calls: [{ to: attacker.address, value: parseEther('0.9') }],
        signature: personalSignOf(owner),
      }),
    ).rejects.toThrow(/AA24 signature error/)
    // nor typed data over the hash, nor the ERC-1271 replay-safe hash signed raw
    const replaySafe = async (hash: Hex) =>
      owner.sign({
        hash: await clients.publicClient.readContract({
          address: account.address,
          abi: gangwayAccountAbi,
          functionName: 'replaySafeHash',
          args: [hash],
        }),
      })
    await expect(
      handleOpsDirectly({
        account,
        chain,
        from: attacker,
        calls: [{ to: attacker.address, value: parseEther('0.9') }],
        signature: replaySafe,
      }),
    ).rejects.toThrow(/AA24 signature error/)
    expect(await balance(account.address)).toBe(before)
    // the digest is EIP-191 version 0x00 with this account as the validator
    expect(
      await clients.publicClient.readContract({
        address: account.address,
        abi: gangwayAccountAbi,
        functionName: 'userOpDigest',
        args: [`0x${'ab'.repeat(32)}`],
      }),
    ).toBe(userOpDigest(account.address, `0x${'ab'.repeat(32)}`))
    expect(
      await clients.publicClient.readContract({
        address: account.address,
        abi: gangwayAccountAbi,
        functionName: 'VERSION',
      }),
    ).toBe(2n)
  })
})

describe('issue 33 item 2: a session key with spend limit 0 cannot take the account’s ETH as gas', () => {
  // the key signs an operation whose gas it inflates (preVerificationGas × fee), submits handleOps itself as
  // beneficiary and keeps what the EntryPoint takes from the account: 8.5M gas × 100 gwei = 0.85 ETH
  const greedy = {
    callGasLimit: 100_000n,
    verificationGasLimit: 400_000n,
    preVerificationGas: 8_000_000n,
    maxFeePerGas: parseGwei('100'),
    maxPriorityFeePerGas: parseGwei('100'),
  }

  it('v1: the key drains most of the account’s ETH in one operation', async () => {
    const acc = await fundedAccount(1)
    const key = privateKeyToAccount(generatePrivateKey())
    const payee = newAddress()
    await grantSession(1, acc, key.address, 0n, { target: payee, transfer: true })
    await clients.testClient.setBalance({ address: key.address, value: parseEther('0.1') })
    const receipt = await handleOpsDirectly({
      account: await asSession(acc.owner, key, 1),
      chain,
      from: key,
      calls: [{ to: payee }],
      gas: greedy,
    })
    expect(receipt.status).toBe('success')
    expect(await balance(key.address)).toBeGreaterThan(parseEther('0.8'))
    expect(await balance(acc.account.address)).toBeLessThan(parseEther('0.2'))
  })

  it('v2: the chain refuses it (AA24); the same key runs operations a paymaster pays, and spends within its limit, gas counted', async () => {
    const acc = await fundedAccount(2)
    const key = privateKeyToAccount(generatePrivateKey())
    const payee = newAddress()
    await grantSession(2, acc, key.address, 0n, { target: payee, transfer: true })
    await clients.testClient.setBalance({ address: key.address, value: parseEther('0.1') })
    const session = await asSession(acc.owner, key, 2)
    const before = await balance(acc.account.address)
    await expect(
      handleOpsDirectly({ account: session, chain, from: key, calls: [{ to: payee }], gas: greedy }),
    ).rejects.toThrow(/AA24 signature error/)
    // any gas the account would pay is spending: with limit 0, even a modest operation is refused
    await expect(handleOpsDirectly({ account: session, chain, from: key, calls: [{ to: payee }] })).rejects.toThrow(
      /AA24 signature error/,
    )
    expect(await balance(acc.account.address)).toBe(before)

    // paid by a paymaster, the account pays nothing: allowed with limit 0, nothing counted
    const hash = await clients.bundlerClient.sendUserOperation({
      account: session,
      calls: [{ to: payee }],
      paymaster: verifyingPaymaster(clients.publicClient),
      verificationGasLimit: 400_000n,
    })
    expect((await clients.bundlerClient.waitForUserOperationReceipt({ hash, timeout: 30_000 })).success).toBe(true)
    expect(await balance(acc.account.address)).toBe(before)
    const sessionState = () =>
      clients.publicClient.readContract({
        address: acc.account.address,
        abi: gangwayAccountAbi,
        functionName: 'sessions',
        args: [key.address],
      })
    expect((await sessionState())[3]).toBe(0n)

    // a limit that covers one operation's maximum gas cost (FIXED_GAS) and 5 wei: that operation passes, counted
    // in full; the greedy one, or a second one, does not fit
    const maxGas =
      (FIXED_GAS.callGasLimit + FIXED_GAS.verificationGasLimit + FIXED_GAS.preVerificationGas) * FIXED_GAS.maxFeePerGas
    const other = privateKeyToAccount(generatePrivateKey())
    await grantSession(2, acc, other.address, maxGas + 5n, { target: payee, transfer: true })
    await clients.testClient.setBalance({ address: other.address, value: parseEther('0.1') })
    const within = await asSession(acc.owner, other, 2)
    await expect(
      handleOpsDirectly({ account: within, chain, from: other, calls: [{ to: payee }], gas: greedy }),
    ).rejects.toThrow(/AA24 signature error/)
    await expect(
      handleOpsDirectly({ account: within, chain, from: other, calls: [{ to: payee, value: 6n }] }),
    ).rejects.toThrow(/AA24 signature error/)
    const paid = await handleOpsDirectly({ account: within, chain, from: other, calls: [{ to: payee, value: 5n }] })
    expect(paid.status).toBe('success')
    expect(await balance(payee)).toBe(5n)
    const spent = await clients.publicClient.readContract({
      address: acc.account.address,
      abi: gangwayAccountAbi,
      functionName: 'sessions',
      args: [other.address],
    })
    expect(spent[3]).toBe(maxGas + 5n)
    expect(before - (await balance(acc.account.address))).toBeLessThanOrEqual(maxGas + 5n)
    await expect(handleOpsDirectly({ account: within, chain, from: other, calls: [{ to: payee }] })).rejects.toThrow(
      /AA24 signature error/,
    )
  })
})

describe('issue 33 item 3: a function whose selector is 0xffffffff is no wildcard', () => {
  // `ccccvKygDv()` hashes to 0xffffffff: a session for it, on the EntryPoint, tries EntryPoint.withdrawTo
  const sentinel = toFunctionSelector('function ccccvKygDv()')
  const withdraw = (to: Address, amount: bigint) =>
    encodeFunctionData({ abi: entryPoint07Abi, functionName: 'withdrawTo', args: [to, amount] })

  it('v1: granted “ccccvKygDv()” the key withdraws the account’s EntryPoint deposit', async () => {
    expect(sentinel).toBe('0xffffffff')
    const acc = await fundedAccount(1)
    const deposit = encodeFunctionData({ abi: entryPoint07Abi, functionName: 'depositTo', args: [acc.account.address] })
    await acc.ownerOp([{ to: smartAccounts.entryPoint07, value: parseEther('0.5'), data: deposit }])
    const key = privateKeyToAccount(generatePrivateKey())
    await grantSession(1, acc, key.address, 0n, { target: smartAccounts.entryPoint07, selector: sentinel })
    const attacker = await fundedKey(chain, '1')
    const before = await balance(attacker.address)
    const receipt = await handleOpsDirectly({
      account: await asSession(acc.owner, key, 1),
      chain,
      from: attacker,
      calls: [{ to: smartAccounts.entryPoint07, data: withdraw(attacker.address, parseEther('0.4')) }],
    })
    expect(receipt.status).toBe('success')
    expect(await balance(attacker.address)).toBeGreaterThan(before + parseEther('0.39'))
  })

  it('v2: the same grant allows that one function only; withdrawTo is refused on-chain (AA24)', async () => {
    const acc = await fundedAccount(2)
    const deposit = encodeFunctionData({ abi: entryPoint07Abi, functionName: 'depositTo', args: [acc.account.address] })
    await acc.ownerOp([{ to: smartAccounts.entryPoint07, value: parseEther('0.5'), data: deposit }])
    const key = privateKeyToAccount(generatePrivateKey())
    // a limit with room for gas, so that the scope — not the spending — is what refuses
    await grantSession(2, acc, key.address, parseEther('0.1'), {
      target: smartAccounts.entryPoint07,
      selector: sentinel,
    })
    const allowed = (data: Hex) =>
      clients.publicClient.readContract({
        address: acc.account.address,
        abi: gangwayAccountAbi,
        functionName: 'isAllowed',
        args: [key.address, smartAccounts.entryPoint07, data],
      })
    expect(await allowed(sentinel)).toBe(true)
    expect(await allowed(withdraw(newAddress(), 1n))).toBe(false)
    expect(await allowed('0x')).toBe(false)
    const deposited = () =>
      clients.publicClient.readContract({
        address: smartAccounts.entryPoint07,
        abi: entryPoint07Abi,
        functionName: 'balanceOf',
        args: [acc.account.address],
      })
    const before = await deposited()
    expect(before).toBeGreaterThanOrEqual(parseEther('0.5'))
    const attacker = await fundedKey(chain, '1')
    await expect(
      handleOpsDirectly({
        account: await asSession(acc.owner, key, 2),
        chain,
        from: attacker,
        calls: [{ to: smartAccounts.entryPoint07, data: withdraw(attacker.address, parseEther('0.4')) }],
      }),
    ).rejects.toThrow(/AA24 signature error/)
    expect(await deposited()).toBe(before)
  })
})

import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import {
  concat,
  createClient,
  custom,
  decodeFunctionData,
  defineChain,
  hashMessage,
  isErc6492Signature,
  keccak256,
  parseErc6492Signature,
  recoverAddress,
  recoverMessageAddress,
} from 'viem'
import { entryPoint07Address, getUserOperationHash } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { gangwayAccountAbi, replaySafeHash, toGangwaySmartAccount, userOperationDigest } from '../smartAccount.ts'

const chain = defineChain({
  id: 31337,
  name: 'test',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
})
// the account's address is given; the only question for the chain is its code (none: not deployed)
const client = createClient({
  chain,
  transport: custom({
    request: async ({ method }) => {
      if (method === 'eth_getCode') return '0x'
      throw new Error(`unexpected RPC ${method}`)
    },
  }),
})
const owner = privateKeyToAccount(generatePrivateKey())
const address = '0x1111111111111111111111111111111111111111'
const factory = '0x2222222222222222222222222222222222222222'
const target = '0x3333333333333333333333333333333333333333'

describe('toGangwaySmartAccount', () => {
  it('encodes one call as execute and several as executeBatch, and decodes them back', async () => {
    const account = await toGangwaySmartAccount({ client, factory, owner: owner.address, address, signer: owner })
    const one = await account.encodeCalls([{ to: target, value: 5n, data: '0x1234' }])
    expect(decodeFunctionData({ abi: gangwayAccountAbi, data: one }).functionName).toBe('execute')
    const two = await account.encodeCalls([
      { to: target, value: 1n },
      { to: target, data: '0xabcdef01' },
    ])
    expect(decodeFunctionData({ abi: gangwayAccountAbi, data: two }).functionName).toBe('executeBatch')
    expect(await account.decodeCalls?.(two)).toEqual([
      { to: target, value: 1n, data: '0x' },
      { to: target, value: 0n, data: '0xabcdef01' },
    ])
  })

  const userOperation = {
    sender: address,
    nonce: 7n,
    callData: '0x',
    callGasLimit: 100000n,
    verificationGasLimit: 100000n,
    preVerificationGas: 50000n,
    maxFeePerGas: 2n,
    maxPriorityFeePerGas: 1n,
    signature: '0x',
  } as const
  const userOpHash = getUserOperationHash({
    chainId: chain.id,
    entryPointAddress: entryPoint07Address,
    entryPointVersion: '0.7',
    userOperation,
  })

  it('signs user operations raw over the EIP-191 v0x00 digest for this account — never as a personal_sign', async () => {
    const account = await toGangwaySmartAccount({ client, factory, owner: owner.address, address, signer: owner })
    const signature = await account.signUserOperation(userOperation)
    const digest = userOperationDigest({ address, userOpHash })
    expect(digest).toBe(keccak256(concat(['0x1900', address, userOpHash])))
    expect(await recoverAddress({ hash: digest, signature })).toBe(owner.address)
    // what a site could get from personal_sign (v1's format) is another signature
    expect(signature).not.toBe(await owner.signMessage({ message: { raw: userOpHash } }))
    expect(await recoverMessageAddress({ message: { raw: userOpHash }, signature })).not.toBe(owner.address)
  })

  it('signs a version-1 account’s user operations as it validates them (personal_sign of the hash)', async () => {
    const account = await toGangwaySmartAccount({
      client,
      factory,
      owner: owner.address,
      address,
      signer: owner,
      version: 1,
    })
    const signature = await account.signUserOperation(userOperation)
    expect(await recoverMessageAddress({ message: { raw: userOpHash }, signature })).toBe(owner.address)
    const noMessages = await toGangwaySmartAccount({
      client,
      factory,
      address,
      signer: { sign: owner.sign },
      version: 1,
    })
    await expect(noMessages.signUserOperation(userOperation)).rejects.toThrow(/needs a signer with `signMessage`/)
  })

  it('signs ERC-1271 hashes raw over the replay-safe hash of this account and chain', async () => {
    const account = await toGangwaySmartAccount({ client, factory, owner: owner.address, address, signer: owner })
    const wrapped = await account.signMessage({ message: 'hello' })
    // not deployed: ERC-6492-wrapped with the factory's createAccount(owner, 0)
    expect(isErc6492Signature(wrapped)).toBe(true)
    const { address: factoryOf, data, signature } = parseErc6492Signature(wrapped)
    expect(factoryOf?.toLowerCase()).toBe(factory)
    expect(data).toBe((await account.getFactoryArgs()).factoryData)
    const safe = replaySafeHash({ hash: hashMessage('hello'), address, chainId: chain.id })
    expect(await recoverAddress({ hash: safe, signature })).toBe(owner.address)
    expect(replaySafeHash({ hash: hashMessage('hello'), address, chainId: 1 })).not.toBe(safe)
  })
})

describe('@gangway/protocol main entry', () => {
  it('imports viem nowhere outside the smart-account subpath', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name)
        return statSync(path).isDirectory() ? files(path) : [path]
      })
    const root = join(import.meta.dirname, '..')
    const offenders = files(root)
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .filter((f) => !f.includes('/smartAccount/') && !f.endsWith('/smartAccount.ts'))
      .filter((f) => /from ['"]viem/.test(readFileSync(f, 'utf8')))
    expect(offenders).toEqual([])
  })
})

import { DEVNET_MNEMONIC, deployments } from '@gangway/devnet'
import { deployDevnet } from '@gangway/devnet/deploy'
import { startTestChains } from '@gangway/devnet/testChains'
import {
  createPublicClient,
  createTestClient,
  encodeFunctionData,
  type Hex,
  http,
  parseAbi,
  serializeErc6492Signature,
} from 'viem'
import { generatePrivateKey, mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEip155Verifier } from './createEip155Verifier.ts'

/** Runtime code answering `isValidSignature` with `magic` whatever it is asked (an ERC-1271 stand-in wallet). */
const answers = (magic: string) => `0x63${magic}60e01b60005260206000f3` as Hex
const YES = '0x00000000000000000000000000000000000000a1' as const
const NO = '0x00000000000000000000000000000000000000a2' as const

let chains: Awaited<ReturnType<typeof startTestChains>>
let verifier: ReturnType<typeof createEip155Verifier>
beforeAll(async () => {
  chains = await startTestChains([31337])
  const url = chains.chains[0]?.rpcUrls.default.http[0] as string
  const test = createTestClient({ mode: 'anvil', transport: http(url) })
  await test.setCode({ address: YES, bytecode: answers('1626ba7e') })
  await test.setCode({ address: NO, bytecode: answers('ffffffff') })
  verifier = createEip155Verifier({ upstreams: { 'eip155:31337': url }, timeoutMs: 5000, retries: 0 })
  await deployDevnet(url)
  rpcUrl = url
}, 60_000)
let rpcUrl: string
afterAll(() => chains?.stop())

const sessionFor = (address: Hex, signature: Hex | ((message: string) => Promise<Hex>)) => async () => {
  const issuedAt = new Date()
  const data = {
    accountAddress: address,
    chainId: 'eip155:31337' as const,
    domain: 'app.example.test',
    uri: 'https://app.example.test/',
    version: '1' as const,
    nonce: 'abcdef0123456789',
    issuedAt: issuedAt.toISOString(),
  }
  const message = createSiweMessage({ ...data, address, chainId: 31337, issuedAt })
  return { data, message, signature: typeof signature === 'string' ? signature : await signature(message) }
}

/** The eip155 verifier asks the chain: an EOA's signature, and a contract wallet's answer (ERC-1271). */
describe('createEip155Verifier', () => {
  it('accepts an EOA signature and refuses another account’s', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const good = await sessionFor(owner.address, (message) => owner.signMessage({ message }))()
    await expect(verifier.verify(good, new Date())).resolves.toBeUndefined()
    const other = privateKeyToAccount(generatePrivateKey())
    const forged = { ...good, signature: await other.signMessage({ message: good.message }) }
    await expect(verifier.verify(forged, new Date())).rejects.toMatchObject({ code: 'SIWX_INVALID_SIGNATURE' })
  })

  it('asks a deployed contract wallet (ERC-1271): its yes signs in, its no does not', async () => {
    const signature = `0x${'11'.repeat(65)}` as Hex
    await expect(verifier.verify(await sessionFor(YES, signature)(), new Date())).resolves.toBeUndefined()
    await expect(verifier.verify(await sessionFor(NO, signature)(), new Date())).rejects.toMatchObject({
      code: 'SIWX_INVALID_SIGNATURE',
    })
  })

  it('the devnet smart wallet (ERC-1271, deployed) signs in with its owner’s signature, not a stranger’s', async () => {
    const { wallet } = deployments.smartWallets
    const owner = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: 0 })
    expect(wallet.owner).toBe(owner.address)
    const good = await sessionFor(wallet.address, (message) => owner.signMessage({ message }))()
    await expect(verifier.verify(good, new Date())).resolves.toBeUndefined()
    const stranger = privateKeyToAccount(generatePrivateKey())
    const forged = await sessionFor(wallet.address, (message) => stranger.signMessage({ message }))()
    await expect(verifier.verify(forged, new Date())).rejects.toMatchObject({ code: 'SIWX_INVALID_SIGNATURE' })
  })

  it('a counterfactual wallet (ERC-6492: factory + createAccount calldata + owner signature) signs in; nothing is deployed', async () => {
    const factory = deployments.smartWallets.factory
    const abi = parseAbi([
      'function createAccount(address owner, uint256 salt) returns (address)',
      'function getAddress(address owner, uint256 salt) view returns (address)',
    ])
    const owner = privateKeyToAccount(generatePrivateKey())
    const client = createPublicClient({ transport: http(rpcUrl) })
    const address = await client.readContract({
      address: factory,
      abi,
      functionName: 'getAddress',
      args: [owner.address, 1n],
    })
    expect(await client.getCode({ address })).toBeUndefined()
    const wrap = (signer: ReturnType<typeof privateKeyToAccount>) => async (message: string) =>
      serializeErc6492Signature({
        address: factory,
        data: encodeFunctionData({ abi, functionName: 'createAccount', args: [owner.address, 1n] }),
        signature: await signer.signMessage({ message }),
      })
    await expect(verifier.verify(await sessionFor(address, wrap(owner))(), new Date())).resolves.toBeUndefined()
    const stranger = privateKeyToAccount(generatePrivateKey())
    await expect(verifier.verify(await sessionFor(address, wrap(stranger))(), new Date())).rejects.toMatchObject({
      code: 'SIWX_INVALID_SIGNATURE',
    })
    expect(await client.getCode({ address })).toBeUndefined()
  })

  it('compares addresses case-insensitively and keys them lowercase', () => {
    expect(verifier.addressKey('0xAbC')).toBe('0xabc')
  })
})

import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type Abi, createPublicClient, erc20Abi, hashMessage, http, parseEther } from 'viem'
import { entryPoint07Address, entryPoint08Address } from 'viem/account-abstraction'
import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Artifacts } from './compileContracts.ts'
import { deployDevnet } from './deployDevnet.ts'
import {
  DEV_PAYMASTER_SIGNER_KEY,
  DEVNET_MNEMONIC,
  ONRAMP_TREASURY_INDEX,
  ONRAMP_TREASURY_TOKENS,
} from './devnetConstants.ts'
import { deployments } from './index.ts'
import { startTestChains } from './startTestChains.ts'

const artifacts = JSON.parse(
  readFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', 'generated', 'artifacts.json'), 'utf8'),
) as Artifacts
const abiOf = (name: string) => artifacts[name]?.abi as Abi
const owner = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: 0 })
const stranger = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: 1 })
const MAGIC = '0x1626ba7e'

let chains: Awaited<ReturnType<typeof startTestChains>>
beforeAll(async () => {
  chains = await startTestChains()
  await Promise.all(chains.chains.map((c) => deployDevnet(c.rpcUrls.default.http[0] as string)))
}, 60_000)
afterAll(() => chains?.stop())

describe('deployDevnet: contract wallets', () => {
  it('deploys the factory and the wallet of account 0 at the addresses of deployments.json on both chains', async () => {
    const { factory, wallet } = deployments.smartWallets
    expect(wallet.owner).toBe(owner.address)
    for (const chain of chains.chains) {
      const client = createPublicClient({ chain, transport: http() })
      expect(await client.getCode({ address: factory })).toMatch(/^0x.+/)
      expect(await client.getCode({ address: wallet.address })).toMatch(/^0x.+/)
      const predicted = await client.readContract({
        address: factory,
        abi: abiOf('DevWalletFactory'),
        functionName: 'getAddress',
        args: [wallet.owner, BigInt(wallet.salt)],
      })
      expect(predicted).toBe(wallet.address)
      const walletOwner = await client.readContract({
        address: wallet.address,
        abi: abiOf('DevSmartWallet'),
        functionName: 'owner',
      })
      expect(walletOwner).toBe(owner.address)
    }
  })

  it("the wallet answers ERC-1271's magic value for its owner's signature only", async () => {
    const client = createPublicClient({ chain: chains.chains[0], transport: http() })
    const hash = hashMessage('hello')
    const check = (signature: `0x${string}`) =>
      client.readContract({
        address: deployments.smartWallets.wallet.address,
        abi: abiOf('DevSmartWallet'),
        functionName: 'isValidSignature',
        args: [hash, signature],
      })
    expect(await check(await owner.signMessage({ message: 'hello' }))).toBe(MAGIC)
    expect(await check(await stranger.signMessage({ message: 'hello' }))).toBe('0xffffffff')
    expect(await check('0x1234')).toBe('0xffffffff')
  })
})

describe("deployDevnet: the on-ramp sandbox's treasury", () => {
  it('holds ONRAMP_TREASURY_TOKENS of every ERC-20 and its 10 000 ETH on both chains', async () => {
    const treasury = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: ONRAMP_TREASURY_INDEX }).address
    expect(deployments.onrampTreasury).toBe(treasury)
    for (const chain of chains.chains) {
      const client = createPublicClient({ chain, transport: http() })
      expect(await client.getBalance({ address: treasury })).toBe(parseEther('10000'))
      for (const token of Object.values(deployments.tokens)) {
        const balance = await client.readContract({
          address: token.address,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [treasury],
        })
        expect(balance).toBe(ONRAMP_TREASURY_TOKENS * 10n ** BigInt(token.decimals))
      }
    }
  })
})

describe('deployDevnet: smart accounts (ERC-4337)', () => {
  it('puts every contract of deployments.smartAccounts on both chains, the canonical ones at mainnet addresses', async () => {
    const sa = deployments.smartAccounts
    expect(sa.entryPoint07).toBe(entryPoint07Address)
    expect(sa.entryPoint08).toBe(entryPoint08Address)
    expect(sa.simpleAccountFactory07).toBe('0x91E60e0613810449d098b0b5Ec8b51A0FE8c8985')
    expect(sa.simple7702Account08).toBe('0xe6Cae83BdE06E4c305530e199D7217f42808555B')
    expect(sa.paymasterSigner).toBe(privateKeyToAccount(DEV_PAYMASTER_SIGNER_KEY).address)
    const addresses = [
      sa.entryPoint07,
      sa.entryPoint08,
      sa.simpleAccountFactory07,
      sa.simpleAccountFactory08,
      sa.simple7702Account08,
      sa.gangwayAccountFactory,
      sa.gangwayAccountFactoryV1,
      sa.gangwayPaymaster,
      ...Object.values(sa.safe),
    ]
    for (const chain of chains.chains) {
      const client = createPublicClient({ chain, transport: http() })
      for (const address of addresses) expect(await client.getCode({ address })).toMatch(/^0x.+/)
      const read = (address: `0x${string}`, name: string, functionName: string, args: unknown[] = []) =>
        client.readContract({ address, abi: abiOf(name), functionName, args })
      expect(await read(sa.gangwayPaymaster, 'GangwayPaymaster', 'getDeposit')).toBe(parseEther('100'))
      expect(await read(sa.gangwayPaymaster, 'GangwayPaymaster', 'verifyingSigner')).toBe(sa.paymasterSigner)
      expect(await read(sa.gangwayPaymaster, 'GangwayPaymaster', 'owner')).toBe(deployments.deployer)
      expect(await read(sa.gangwayAccountFactory, 'GangwayAccountFactoryV2', 'entryPoint')).toBe(sa.entryPoint07)
      expect(await read(sa.gangwayAccountFactory, 'GangwayAccountFactoryV2', 'VERSION')).toBe(2n)
      expect(await read(sa.gangwayAccountFactoryV1, 'GangwayAccountFactory', 'entryPoint')).toBe(sa.entryPoint07)
      expect(await read(sa.safe.module4337, 'Safe4337Module', 'SUPPORTED_ENTRYPOINT')).toBe(sa.entryPoint07)
      for (const address of Object.values(sa.bundler)) {
        expect(await client.getBalance({ address })).toBe(parseEther('10000'))
      }
    }
  })
})

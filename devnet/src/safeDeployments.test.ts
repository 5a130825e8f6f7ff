import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  type Abi,
  createTestClient,
  encodeFunctionData,
  http,
  parseEventLogs,
  publicActions,
  walletActions,
  zeroAddress,
} from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Artifacts } from './compileContracts.ts'
import type { Deployments } from './deployments.ts'
import { deploySmartAccounts } from './deploySmartAccounts.ts'
import { CANONICAL_SAFE_ADDRESSES, DEVNET_MNEMONIC, SAFE_SINGLETON_FACTORY } from './devnetConstants.ts'
import { installSafeSingletonFactory, safeSingletonFactoryRuntimeCode } from './installSafeSingletonFactory.ts'
import { startTestChains } from './startTestChains.ts'

const generated = join(dirname(fileURLToPath(import.meta.url)), '..', 'generated')
const artifacts = JSON.parse(readFileSync(join(generated, 'artifacts.json'), 'utf8')) as Artifacts
const deployments = JSON.parse(readFileSync(join(generated, 'deployments.json'), 'utf8')) as Deployments
const abiOf = (name: string) => artifacts[name]?.abi as Abi
const owners = [0, 1].map((i) => mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: i }))

let chains: Awaited<ReturnType<typeof startTestChains>>
const clientOf = (i: number) => {
  const chain = chains.chains[i] as (typeof chains.chains)[number]
  return createTestClient({ chain, mode: 'anvil', transport: http(), account: owners[0] })
    .extend(publicActions)
    .extend(walletActions)
}
let installed: string[] = []
beforeAll(async () => {
  chains = await startTestChains([31337, 31338])
  installed = await Promise.all([0, 1].map((i) => installSafeSingletonFactory(clientOf(i))))
  await Promise.all(
    chains.chains.map((c) => deploySmartAccounts(c.rpcUrls.default.http[0] as string, artifacts, deployments)),
  )
}, 60_000)
afterAll(() => chains?.stop())

describe('Safe on the devnet: canonical addresses', () => {
  it('names Safe 1.4.1 at its canonical addresses in deployments.json', () => {
    const { safe } = deployments.smartAccounts
    const { module4337, moduleSetup, singletonFactory, ...canonical } = safe
    expect(canonical).toEqual(CANONICAL_SAFE_ADDRESSES)
    expect(singletonFactory).toBe(SAFE_SINGLETON_FACTORY)
    // safe-4337's npm artifacts do not land at the canonical module addresses: ours
    expect(module4337).not.toBe('0x75cf11467937ce3F2f357CE24ffc3DBF8fD5c226')
  })

  it('installs the singleton factory from its presigned transaction on 31337 and with its runtime code on 31338', async () => {
    expect(installed).toEqual(['presigned', 'setCode'])
    const codes = await Promise.all([0, 1].map((i) => clientOf(i).getCode({ address: SAFE_SINGLETON_FACTORY })))
    expect(codes[0]).toBe(safeSingletonFactoryRuntimeCode())
    expect(codes[1]).toBe(codes[0])
    // a second start finds it there
    expect(await installSafeSingletonFactory(clientOf(0))).toBe('present')
  })

  it('puts every Safe contract on both chains; a 2-of-2 Safe made through the canonical proxy factory runs', async () => {
    const { safe } = deployments.smartAccounts
    for (const i of [0, 1]) {
      const client = clientOf(i)
      for (const address of Object.values(safe)) expect(await client.getCode({ address })).toMatch(/^0x.+/)
      for (const singleton of [safe.singleton, safe.singletonL1]) {
        expect(await client.readContract({ address: singleton, abi: abiOf('SafeL2'), functionName: 'VERSION' })).toBe(
          '1.4.1',
        )
      }
      const initializer = encodeFunctionData({
        abi: abiOf('SafeL2'),
        functionName: 'setup',
        args: [owners.map((o) => o.address), 2n, zeroAddress, '0x', safe.fallbackHandler, zeroAddress, 0n, zeroAddress],
      })
      const hash = await client.writeContract({
        address: safe.proxyFactory,
        abi: abiOf('SafeProxyFactory'),
        functionName: 'createProxyWithNonce',
        args: [safe.singleton, initializer, 7n],
        chain: null,
        account: owners[0] as (typeof owners)[number],
      })
      const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 20 })
      const [created] = parseEventLogs({
        abi: abiOf('SafeProxyFactory'),
        logs: receipt.logs,
        eventName: 'ProxyCreation',
      })
      const proxy = (created as unknown as { args: { proxy: `0x${string}` } }).args.proxy
      const read = (functionName: string) => client.readContract({ address: proxy, abi: abiOf('SafeL2'), functionName })
      expect(await read('getOwners')).toEqual(owners.map((o) => o.address))
      expect(await read('getThreshold')).toBe(2n)
      expect(await read('VERSION')).toBe('1.4.1')
    }
  })
})

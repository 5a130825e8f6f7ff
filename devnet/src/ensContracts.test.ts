import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  type Abi,
  type Address,
  type Chain,
  concat,
  createPublicClient,
  decodeFunctionData,
  encodeAbiParameters,
  encodeFunctionData,
  encodeFunctionResult,
  encodePacked,
  type Hex,
  http,
  keccak256,
  namehash,
  numberToHex,
  parseAbi,
  stringToHex,
} from 'viem'
import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Artifacts } from './compileContracts.ts'
import { deployDevnet } from './deployDevnet.ts'
import { DEPLOYER_INDEX, DEV_ENS_GATEWAY_KEY, DEVNET_MNEMONIC } from './devnetConstants.ts'
import { deployments } from './index.ts'
import { startTestChains } from './startTestChains.ts'

const artifacts = JSON.parse(
  readFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', 'generated', 'artifacts.json'), 'utf8'),
) as Artifacts
const abiOf = (name: string) => artifacts[name]?.abi as Abi
const { ens } = deployments
const deployer = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: DEPLOYER_INDEX })
const stranger = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: 1 })
const alice = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: 2 }).address
const resolverAbi = parseAbi([
  'function resolve(bytes name, bytes data) view returns (bytes)',
  'function addr(bytes32 node) view returns (address)',
  'function name(bytes32 node) view returns (string)',
  'function text(bytes32 node, string key) view returns (string)',
])

/**
 * A gateway in the test (the server's is tested in packages/server): answers `addr`/`name`/`text` from
 * `records` (keyed by the inner call data) and signs as EIP-3668's `sender` with `key`, valid `ttl` seconds.
 */
type TestGateway = { key: Hex; ttl: number; records: Map<Hex, Hex>; senders: Address[] }
function gatewayRequest(gateway: TestGateway) {
  return async ({ data, sender }: { data: Hex; sender: Address }): Promise<Hex> => {
    gateway.senders.push(sender)
    const { args } = decodeFunctionData({ abi: resolverAbi, data })
    const inner = (args as readonly [Hex, Hex])[1]
    const { functionName } = decodeFunctionData({ abi: resolverAbi, data: inner })
    const result =
      gateway.records.get(inner) ??
      encodeFunctionResult({
        abi: resolverAbi,
        functionName: functionName as 'name',
        result: functionName === 'addr' ? '0x0000000000000000000000000000000000000000' : '',
      } as never)
    const expires = BigInt(Math.floor(Date.now() / 1000) + gateway.ttl)
    const hash = keccak256(
      encodePacked(
        ['bytes2', 'address', 'uint64', 'bytes32', 'bytes32'],
        ['0x1900', sender, expires, keccak256(data), keccak256(result)],
      ),
    )
    const signature = await privateKeyToAccount(gateway.key).sign({ hash })
    return encodeAbiParameters([{ type: 'bytes' }, { type: 'uint64' }, { type: 'bytes' }], [result, expires, signature])
  }
}

const gateway: TestGateway = { key: DEV_ENS_GATEWAY_KEY, ttl: 300, records: new Map(), senders: [] }
const addrCall = (name: string) =>
  encodeFunctionData({ abi: resolverAbi, functionName: 'addr', args: [namehash(name)] })
const nameCall = (name: string) =>
  encodeFunctionData({ abi: resolverAbi, functionName: 'name', args: [namehash(name)] })
/** DNS wire format: each label after its length, then 0. */
const dnsEncode = (name: string) =>
  concat([...name.split('.').map((l) => concat([numberToHex(l.length, { size: 1 }), stringToHex(l)])), '0x00'])
const reverseName = (a: Address) => `${a.slice(2).toLowerCase()}.addr.reverse`

let chains: Awaited<ReturnType<typeof startTestChains>>
let chain: Chain
const client = () =>
  createPublicClient({ chain, transport: http(), ccipRead: { request: gatewayRequest(gateway) }, pollingInterval: 50 })
beforeAll(async () => {
  chains = await startTestChains([31337])
  chain = chains.chains[0] as Chain
  await deployDevnet(chain.rpcUrls.default.http[0] as string)
  gateway.records.set(
    addrCall('alice.gangway.id'),
    encodeFunctionResult({ abi: resolverAbi, functionName: 'addr', result: alice }),
  )
  gateway.records.set(
    nameCall(reverseName(alice)),
    encodeFunctionResult({ abi: resolverAbi, functionName: 'name', result: 'alice.gangway.id' }),
  )
}, 60_000)
afterAll(() => chains?.stop())

describe('ENS on the devnet: registry, GangwayOffchainResolver, GangwayUniversalResolver', () => {
  it('deploys the registry with gangway.id and addr.reverse pointing at the offchain resolver', async () => {
    const c = client()
    const registry = { address: ens.registry, abi: abiOf('DevEnsRegistry') } as const
    expect(await c.readContract({ ...registry, functionName: 'owner', args: [namehash('gangway.id')] })).toBe(
      deployer.address,
    )
    expect(await c.readContract({ ...registry, functionName: 'resolver', args: [namehash('gangway.id')] })).toBe(
      ens.resolver,
    )
    expect(await c.readContract({ ...registry, functionName: 'resolver', args: [namehash('addr.reverse')] })).toBe(
      ens.resolver,
    )
    expect(await c.readContract({ ...registry, functionName: 'recordExists', args: [namehash('id')] })).toBe(true)
    expect(await c.readContract({ ...registry, functionName: 'recordExists', args: [namehash('eth')] })).toBe(false)
    const resolver = { address: ens.resolver, abi: abiOf('GangwayOffchainResolver') } as const
    expect(await c.readContract({ ...resolver, functionName: 'urls' })).toEqual([ens.gatewayUrl])
    expect(await c.readContract({ ...resolver, functionName: 'isSigner', args: [ens.signer] })).toBe(true)
    expect(await c.readContract({ ...resolver, functionName: 'supportsInterface', args: ['0x9061b923'] })).toBe(true)
    expect(await c.readContract({ ...resolver, functionName: 'supportsInterface', args: ['0x01ffc9a7'] })).toBe(true)
    expect(await c.readContract({ ...resolver, functionName: 'supportsInterface', args: ['0x3b3b57de'] })).toBe(false)
  })

  it('only the owner of a node changes it', async () => {
    const c = client()
    await expect(
      c.simulateContract({
        address: ens.registry,
        abi: abiOf('DevEnsRegistry'),
        functionName: 'setSubnodeOwner',
        args: [namehash('gangway.id'), keccak256(encodePacked(['string'], ['mallory'])), stranger.address],
        account: stranger,
      }),
    ).rejects.toThrow(/Unauthorised/)
    await expect(
      c.simulateContract({
        address: ens.resolver,
        abi: abiOf('GangwayOffchainResolver'),
        functionName: 'setSigner',
        args: [stranger.address, true],
        account: stranger,
      }),
    ).rejects.toThrow(/OwnableUnauthorizedAccount/)
  })

  it('getEnsAddress, getEnsName and getEnsText resolve through the gateway (sender = the resolver)', async () => {
    const c = client()
    gateway.senders.length = 0
    const at = { universalResolverAddress: ens.universalResolver }
    expect(await c.getEnsAddress({ name: 'alice.gangway.id', ...at })).toBe(alice)
    expect(gateway.senders).toEqual([ens.resolver])
    // ENSIP-10: the wildcard resolver of gangway.id answers alice.gangway.id
    expect(await c.getEnsResolver({ name: 'alice.gangway.id', ...at })).toBe(ens.resolver)
    // the devnet chain definition carries the universal resolver's address
    expect(await c.getEnsName({ address: alice, ...at })).toBe('alice.gangway.id')
    // two chained lookups: name(reverse node), then addr(alice.gangway.id)
    expect(gateway.senders).toHaveLength(3)
    expect(await c.getEnsAddress({ name: 'nobody.gangway.id', ...at })).toBeNull()
    expect(await c.getEnsText({ name: 'alice.gangway.id', key: 'avatar', ...at })).toBeNull()
    // a name no resolver answers: ResolverNotFound → null
    expect(await c.getEnsAddress({ name: 'vitalik.eth', ...at })).toBeNull()
    await expect(c.getEnsAddress({ name: 'vitalik.eth', strict: true, ...at })).rejects.toThrow(/ResolverNotFound/)
  })

  it('getEnsName is null when the primary name does not point back at the address', async () => {
    const c = client()
    const bob = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: 3 }).address
    gateway.records.set(
      nameCall(reverseName(bob)),
      encodeFunctionResult({ abi: resolverAbi, functionName: 'name', result: 'alice.gangway.id' }),
    )
    const at = { universalResolverAddress: ens.universalResolver }
    expect(await c.getEnsName({ address: bob, ...at })).toBeNull()
    await expect(c.getEnsName({ address: bob, strict: true, ...at })).rejects.toThrow(/ReverseAddressMismatch/)
    expect(await c.getEnsName({ address: stranger.address, ...at })).toBeNull()
  })

  it('refuses an answer signed by another key, an expired one and a tampered one', async () => {
    const at = { universalResolverAddress: ens.universalResolver, strict: true }
    const other = { ...gateway, key: keccak256('0x01'), senders: [] }
    const c = (g: TestGateway, request = gatewayRequest(g)) =>
      createPublicClient({ chain, transport: http(), ccipRead: { request } })
    // through the universal resolver: the resolver's error inside ResolverError (viem's null)
    await expect(c(other).getEnsAddress({ name: 'alice.gangway.id', ...at })).rejects.toThrow(/ResolverError/)
    expect(
      await c(other).getEnsAddress({ name: 'alice.gangway.id', universalResolverAddress: ens.universalResolver }),
    ).toBeNull()
    // asked directly, the resolver names the reason
    const direct = (g: TestGateway, request?: ReturnType<typeof gatewayRequest>) =>
      c(g, request).readContract({
        address: ens.resolver,
        abi: [...resolverAbi, ...abiOf('GangwayOffchainResolver')],
        functionName: 'resolve',
        args: [dnsEncode('alice.gangway.id'), addrCall('alice.gangway.id')],
      })
    await expect(direct(other)).rejects.toThrow(/UnknownSigner/)
    await expect(direct({ ...gateway, ttl: -10 })).rejects.toThrow(/AnswerExpired/)
    const honest = gatewayRequest(gateway)
    const tampered = async (p: { data: Hex; sender: Address }) => {
      const answer = await honest(p)
      return answer.replace(alice.slice(2).toLowerCase(), stranger.address.slice(2).toLowerCase()) as Hex
    }
    await expect(direct(gateway, tampered)).rejects.toThrow(/UnknownSigner/)
    expect(await direct(gateway)).toBe(encodeFunctionResult({ abi: resolverAbi, functionName: 'addr', result: alice }))
  })
})

import { DEV_ENS_GATEWAY_KEY, DEVNET_MNEMONIC, deployments, devnetChains } from '@gangway/devnet'
import { deployDevnet } from '@gangway/devnet/deploy'
import { startTestChains } from '@gangway/devnet/testChains'
import { ProfileApiPath } from '@gangway/protocol'
import {
  type Chain,
  createPublicClient,
  createTestClient,
  decodeAbiParameters,
  encodeFunctionData,
  http,
  namehash,
  parseAbi,
  publicActions,
  toHex,
  walletActions,
} from 'viem'
import { generatePrivateKey, mnemonicToAccount } from 'viem/accounts'
import { packetToBytes } from 'viem/ens'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../createApp.ts'
import { type OpenDatabase, openDatabase } from '../../db/openDatabase.ts'
import { serveApp } from '../../test/serveApp.ts'
import { testConfig } from '../../test/testConfig.ts'

/**
 * Issue 19's CCIP-Read path on a real anvil with the devnet's ENS contracts (registry, GangwayOffchainResolver,
 * GangwayUniversalResolver) and this server's gateway over HTTP: viem's ENS actions resolve names written
 * straight into the names table; answers signed by another key or expired are refused on chain.
 */
const { ens } = deployments
const alice = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: 1 }).address
const owner = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: 9 })
const avatar = 'https://example.com/alice.png'
const resolverAbi = parseAbi([
  'function resolve(bytes name, bytes data) view returns (bytes)',
  'function addr(bytes32 node) view returns (address)',
  'function setUrls(string[] urls)',
  'error AnswerExpired(uint64 expires)',
  'error UnknownSigner(address signer)',
])

let database: OpenDatabase
let chains: Awaited<ReturnType<typeof startTestChains>>
let chain: Chain
let server: Awaited<ReturnType<typeof serveApp>>
let otherKeyServer: Awaited<ReturnType<typeof serveApp>>

const admin = () =>
  createTestClient({ chain, mode: 'anvil', transport: http(), account: owner, pollingInterval: 50 })
    .extend(publicActions)
    .extend(walletActions)
/** Points the resolver at a gateway URL (the devnet's is localhost:4000; the test's server is elsewhere). */
async function useGateway(url: string) {
  const client = admin()
  const hash = await client.writeContract({
    address: ens.resolver,
    abi: resolverAbi,
    functionName: 'setUrls',
    args: [[url]],
  })
  expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')
}
const getUrl = (base: string) => `${base}${ProfileApiPath.ensGateway}/{sender}/{data}.json`
const client = () => createPublicClient({ chain, transport: http(), pollingInterval: 50 })
const at = () => ({ universalResolverAddress: ens.universalResolver })
/** The resolver asked directly (no universal resolver): its own error names the reason of a refusal. */
const askResolver = () =>
  client().readContract({
    address: ens.resolver,
    abi: resolverAbi,
    functionName: 'resolve',
    args: [
      toHex(packetToBytes('alice.gangway.id')),
      encodeFunctionData({ abi: resolverAbi, functionName: 'addr', args: [namehash('alice.gangway.id')] }),
    ],
  })

beforeAll(async () => {
  ;[database, chains] = await Promise.all([
    openDatabase({ kind: 'pglite', dataDir: undefined }),
    startTestChains([31337]),
  ])
  const base = chains.chains[0] as Chain
  // the devnet chain definition's contracts (Multicall3, ensUniversalResolver) on the test chain's port
  chain = { ...base, contracts: devnetChains[0]?.contracts }
  await deployDevnet(base.rpcUrls.default.http[0] as string)
  await database.db
    .insertInto('names')
    .values([
      {
        address: alice.toLowerCase(),
        name: 'alice.gangway.id',
        coin_type: 2147514433,
        is_primary: true,
        attributes: JSON.stringify({ avatar }),
      },
    ])
    .execute()
  server = await serveApp(
    createApp({ db: database.db, config: testConfig({ ensGatewayKey: DEV_ENS_GATEWAY_KEY, namesZone: 'gangway.id' }) }),
  )
  otherKeyServer = await serveApp(
    createApp({
      db: database.db,
      config: testConfig({ ensGatewayKey: generatePrivateKey(), namesZone: 'gangway.id' }),
    }),
  )
  await useGateway(getUrl(server.url))
}, 120_000)
afterAll(async () => {
  await Promise.all([server?.close(), otherKeyServer?.close(), chains?.stop()])
  await database?.close()
})

describe('ENS through the gateway on the devnet (viem)', () => {
  it('getEnsAddress, getEnsName and getEnsText return the registered values', async () => {
    const c = client()
    expect(await c.getEnsAddress({ name: 'alice.gangway.id', ...at() })).toBe(alice)
    // by the chain definition's ensUniversalResolver, no address given
    expect(await c.getEnsAddress({ name: 'alice.gangway.id' })).toBe(alice)
    // ENSIP-11: the holder on any EVM chain (viem returns the `bytes` answer as it came: lowercase)
    expect(await c.getEnsAddress({ name: 'alice.gangway.id', coinType: 2147483658n })).toBe(alice.toLowerCase())
    expect(await c.getEnsName({ address: alice })).toBe('alice.gangway.id')
    expect(await c.getEnsText({ name: 'alice.gangway.id', key: 'avatar' })).toBe(avatar)
    expect(await c.getEnsResolver({ name: 'alice.gangway.id' })).toBe(ens.resolver)
  })

  it('unknown names and addresses without a name are null', async () => {
    const c = client()
    expect(await c.getEnsAddress({ name: 'nobody.gangway.id' })).toBeNull()
    expect(await c.getEnsText({ name: 'nobody.gangway.id', key: 'avatar' })).toBeNull()
    expect(await c.getEnsText({ name: 'alice.gangway.id', key: 'url' })).toBeNull()
    expect(await c.getEnsName({ address: mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: 4 }).address })).toBeNull()
    // no resolver for .eth on the devnet
    expect(await c.getEnsAddress({ name: 'vitalik.eth' })).toBeNull()
  })

  it('works through POST when the resolver URL has no {data}', async () => {
    await useGateway(`${server.url}${ProfileApiPath.ensGateway}`)
    try {
      expect(await client().getEnsAddress({ name: 'alice.gangway.id' })).toBe(alice)
      expect(await client().getEnsName({ address: alice })).toBe('alice.gangway.id')
    } finally {
      await useGateway(getUrl(server.url))
    }
  })

  it('refuses an answer signed by another key', async () => {
    await useGateway(getUrl(otherKeyServer.url))
    try {
      // the universal resolver reports the resolver's revert as ResolverError, which viem reads as "no name"
      expect(await client().getEnsAddress({ name: 'alice.gangway.id' })).toBeNull()
      await expect(client().getEnsAddress({ name: 'alice.gangway.id', strict: true })).rejects.toThrow(/ResolverError/)
      await expect(client().getEnsName({ address: alice, strict: true })).rejects.toThrow(/ResolverError/)
      await expect(askResolver()).rejects.toThrow(/UnknownSigner/)
    } finally {
      await useGateway(getUrl(server.url))
    }
    expect(decodeAbiParameters([{ type: 'address' }], await askResolver())).toEqual([alice])
  })

  it('refuses an expired answer (the chain is an hour past the 5-minute expiry)', async () => {
    const c = admin()
    await c.increaseTime({ seconds: 3600 })
    await c.mine({ blocks: 1 })
    await expect(askResolver()).rejects.toThrow(/AnswerExpired/)
    await expect(client().getEnsAddress({ name: 'alice.gangway.id', strict: true })).rejects.toThrow(/ResolverError/)
    expect(await client().getEnsAddress({ name: 'alice.gangway.id' })).toBeNull()
  })
})
